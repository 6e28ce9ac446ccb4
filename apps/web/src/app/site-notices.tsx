import type { SiteNotice as SiteNoticeItem } from '@maplebridge/contracts';
import { useState } from 'react';
import { noticeMessage, useNoticeTexts, useSiteNotices } from '#shared/hooks/use-site-notices.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { SiteNotice } from '#shared/ui/site-notice.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** The notices closed in this tab: they stay closed until the tab is, then show again. */
const DISMISSED_KEY = 'site-notices-dismissed';

function readDismissed(): string[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // No storage (prerendering, a private window that refuses it): nothing was closed.
    return [];
  }
}

function saveDismissed(ids: readonly string[]) {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Unsaved, it shows again on the next page: better than failing to close.
  }
}

/**
 * The notices staff publish, under the header of every page (issue 22), each closable for the rest
 * of the session. A lazy chunk of its own, asked for once the page is up: a page without notices
 * shows nothing here, so nothing moves.
 */
export function SiteNotices() {
  const { t, i18n } = useTranslation();
  const notices = useSiteNotices();
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (notices.data ?? []).filter((notice) => !dismissed.includes(notice.id));
  const hasTexts = useNoticeTexts(shown.length > 0);
  if (shown.length === 0 || !hasTexts) return null;

  const dismiss = (notice: SiteNoticeItem) => {
    const next = [...dismissed, notice.id];
    saveDismissed(next);
    setDismissed(next);
    // Its button is gone: the page's content takes the focus, as the skip link would give it.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <aside aria-label={t('ui.notice.region')} data-testid="site-notices" className="print:hidden">
      {shown.map((notice) => (
        <SiteNotice
          key={notice.id}
          look="bar"
          severity={notice.severity}
          message={noticeMessage(notice, i18n.language)}
          linkUrl={notice.linkUrl}
          onDismiss={() => dismiss(notice)}
          testId="site-notice"
        />
      ))}
    </aside>
  );
}
