import { type NewsSummary, NOT_LOGGED_IN_MESSAGE } from '@maplebridge/contracts';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useToggleSave } from './news.queries.ts';

/** Save or unsave an article; shown to members only (spec section 6). */
export function SaveToggle({
  item,
  className = '',
}: {
  item: Pick<NewsSummary, 'id' | 'title' | 'isSaved'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.token !== '');
  const toggle = useToggleSave();
  if (!isSignedIn) return null;

  const handleClick = () =>
    toggle.mutate(item.id, {
      onSuccess: ({ isSaved }) => toast.success(t(isSaved ? 'news.toast.saved' : 'news.toast.unsaved')),
      onError: (error) => {
        if (error instanceof ApiError && error.message === NOT_LOGGED_IN_MESSAGE)
          toast.error(t('news.toast.saveError'), { description: t('news.toast.notLoggedIn') });
        else toast.error(t('news.toast.saveFailed'), { description: errorMessage(t, error) });
      },
    });
  const Icon = item.isSaved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      data-testid="save-toggle"
      aria-pressed={item.isSaved}
      aria-label={t(item.isSaved ? 'news.save.unsaveLabel' : 'news.save.saveLabel', { title: item.title })}
      disabled={toggle.isPending}
      onClick={handleClick}
      className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition disabled:opacity-60 ${
        item.isSaved
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:text-brand-700'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
