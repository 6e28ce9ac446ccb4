import { noticeMessage, useNoticeTexts, useSiteNotices } from '#shared/hooks/use-site-notices.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { SiteNotice } from '#shared/ui/site-notice.tsx';

/**
 * The site notices beside the score (issue 22): one may say a change is not in it yet. Not closable
 * and printed with the result, unlike the bar under the header.
 */
export function ResultNoticesList() {
  const { t, i18n } = useTranslation();
  const notices = useSiteNotices();
  const items = notices.data ?? [];
  const hasTexts = useNoticeTexts(items.length > 0);
  if (items.length === 0 || !hasTexts) return null;
  return (
    <section aria-label={t('ui.notice.region')} className="space-y-3" data-testid="result-notices">
      {items.map((notice) => (
        <SiteNotice
          key={notice.id}
          severity={notice.severity}
          message={noticeMessage(notice, i18n.language)}
          linkUrl={notice.linkUrl}
          testId="result-notice"
        />
      ))}
    </section>
  );
}
