import { NOTIFICATION_TYPE, type Notification } from '@maplebridge/contracts';
import { Bell, CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDisclosure } from '#shared/hooks/use-disclosure.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { isUnread, useMarkRead, useNotifications } from './notifications.queries.ts';

const TYPE_KEYS = ['info', 'warning', 'error', 'success', 'news', 'system'] as const;

/** `{"NewsId","NewsImage"}` of a News notification, or null when it carries none. */
function newsLinkOf(item: Notification): { id: string; image: string } | null {
  if (item.type !== NOTIFICATION_TYPE.news) return null;
  try {
    const link = JSON.parse(item.externalLink) as { NewsId?: unknown; NewsImage?: unknown };
    return typeof link.NewsId === 'string'
      ? { id: link.NewsId, image: typeof link.NewsImage === 'string' ? link.NewsImage : '' }
      : null;
  } catch {
    return null;
  }
}

/** A notification, a link to its article or a button, looks the same. */
const ROW_CLASS = 'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50';

/** The member's bell: unread badge, the list by type and title, mark all as read (spec section 2). */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { data: items = [] } = useNotifications();
  const markRead = useMarkRead();
  const { root, isOpen, setOpen } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  const unread = items.filter(isUnread);
  const isVietnamese = i18n.language === 'vi';

  const markAll = () =>
    markRead.all.mutate(
      unread.map((item) => item.messageId),
      { onError: () => toast.error(t('errors.server.internal')) },
    );
  const open = (item: Notification) => {
    if (isUnread(item)) markRead.one.mutate(item.messageId);
    setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="notification-bell"
        aria-label={t('notifications.bell', { count: unread.length })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="relative flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-6 w-6" />
        {unread.length > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread.length > 99 ? '99+' : unread.length}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          id={panelId}
          data-testid="notification-panel"
          className="absolute right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="font-semibold text-slate-900">{t('notifications.title')}</h2>
            <button
              type="button"
              data-testid="mark-all-read"
              disabled={unread.length === 0 || markRead.all.isPending}
              onClick={markAll}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {t('notifications.markAll')}
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">{t('notifications.empty')}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => {
                const news = newsLinkOf(item);
                const title = isVietnamese ? item.title_VN : item.title_EN;
                const message = isVietnamese ? item.messageContent_VN : item.messageContent_EN;
                const body = (
                  <>
                    {news?.image && (
                      <img
                        src={news.image}
                        alt=""
                        width={56}
                        height={40}
                        className="h-10 w-14 shrink-0 rounded object-cover"
                      />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block text-xs font-medium uppercase tracking-wide text-brand-700">
                        {t(`notifications.types.${TYPE_KEYS[item.type] ?? 'info'}`)}
                        {isUnread(item) && <span className="sr-only">, {t('notifications.unread')}</span>}
                      </span>
                      <span
                        className={`line-clamp-2 text-sm ${isUnread(item) ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                      >
                        {title}
                      </span>
                      {message && <span className="line-clamp-1 text-xs text-slate-600">{message}</span>}
                      <time dateTime={item.createdTime} className="text-xs text-slate-500">
                        {formatDate(item.createdTime, i18n.language)}
                      </time>
                    </span>
                    {isUnread(item) && (
                      <span aria-hidden="true" className="mt-1 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
                    )}
                  </>
                );
                return (
                  <li key={item.messageId} data-testid="notification-item">
                    {news ? (
                      <Link to={`/news/${news.id}`} onClick={() => open(item)} className={ROW_CLASS}>
                        {body}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => open(item)} className={ROW_CLASS}>
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
