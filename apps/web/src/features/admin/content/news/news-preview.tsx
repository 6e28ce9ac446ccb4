import type { NewsItem } from '@maplebridge/contracts';
import type { MouseEvent } from 'react';
import { NewsArticle } from '#features/news/news-article.tsx';
import { NewsCard } from '#features/news/news-card.tsx';
import { useTranslation } from '#shared/i18n/use-translation.ts';

// Nothing in a preview may act: no saving, and no following a link to a page that does not exist yet.
const stayInPreview = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/** The article as the site will show it: the site's own list card and article components. */
export function NewsPreview({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <div onClickCapture={stayInPreview} className="space-y-8" data-testid="news-preview">
      <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {t('admin-content.preview.notice')}
      </p>
      <section aria-labelledby="preview-card" className="space-y-3">
        <h2 id="preview-card" className="text-lg font-semibold text-slate-900">
          {t('admin-content.preview.card')}
        </h2>
        <div className="grid gap-5 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <NewsCard item={item} variant="large" headingLevel="h3" />
          <div className="self-start">
            <NewsCard item={item} variant="small" headingLevel="h3" />
          </div>
        </div>
      </section>
      <section aria-labelledby="preview-detail" className="space-y-3">
        <h2 id="preview-detail" className="text-lg font-semibold text-slate-900">
          {t('admin-content.preview.detail')}
        </h2>
        <div
          className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-8"
          data-testid="news-preview-detail"
        >
          <NewsArticle item={item} headingLevel="h3" />
          {!item.content && <p className="text-slate-500 italic">{t('admin-content.preview.emptyBody')}</p>}
        </div>
      </section>
    </div>
  );
}
