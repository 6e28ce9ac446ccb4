import type { NoticeSeverity } from '@maplebridge/contracts';
import { CircleAlert, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { IconButton } from './button.tsx';
import { NewTabLink } from './new-tab-link.tsx';

const SEVERITY: Record<NoticeSeverity, { Icon: LucideIcon; box: string; icon: string }> = {
  info: { Icon: Info, box: 'bg-sky-50 text-sky-950 border-sky-200', icon: 'text-sky-700' },
  warning: {
    Icon: TriangleAlert,
    box: 'bg-amber-50 text-amber-950 border-amber-200',
    icon: 'text-amber-700',
  },
  critical: { Icon: CircleAlert, box: 'bg-red-50 text-red-950 border-red-200', icon: 'text-red-700' },
};

const LINK = 'inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:no-underline';

interface SiteNoticeProps {
  severity: NoticeSeverity;
  message: string;
  /** An https:// address (opens in a new tab) or a path on this site. */
  linkUrl?: string | null;
  /** Given, a × closes the notice. */
  onDismiss?(): void;
  /** `bar`: a strip as wide as the page, under the header; `box`: a rounded box in a page. */
  look?: 'bar' | 'box';
  testId?: string;
}

/**
 * A notice from staff: its severity in words and by colour and icon, its message, and a link to read
 * more. Its texts (`ui.notice`) are the kit's: a page that shows one loads the `ui` part.
 */
export function SiteNotice({ severity, message, linkUrl, onDismiss, look = 'box', testId }: SiteNoticeProps) {
  const { t } = useTranslation();
  const { Icon, box, icon } = SEVERITY[severity];
  const readMore = t('ui.notice.readMore');
  const content = (
    <>
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <p className="min-w-0 flex-1 text-sm leading-6">
        <strong className="font-semibold">{t(`ui.notice.severity.${severity}`)}</strong> {message}
        {linkUrl && (
          <>
            {' '}
            {linkUrl.startsWith('/') ? (
              <Link to={linkUrl} className={LINK}>
                {readMore}
              </Link>
            ) : (
              <NewTabLink href={linkUrl} className={LINK}>
                {readMore}
              </NewTabLink>
            )}
          </>
        )}
      </p>
      {onDismiss && (
        <IconButton
          label={t('ui.notice.dismiss')}
          icon={X}
          onClick={onDismiss}
          className="-my-1.5 -mr-2 text-current hover:bg-black/5 hover:text-current"
        />
      )}
    </>
  );
  return look === 'bar' ? (
    <div data-testid={testId} data-severity={severity} className={`border-b ${box}`}>
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 sm:px-6 lg:px-8">{content}</div>
    </div>
  ) : (
    <div
      data-testid={testId}
      data-severity={severity}
      className={`flex items-start gap-3 rounded-xl border p-4 ${box}`}
    >
      {content}
    </div>
  );
}
