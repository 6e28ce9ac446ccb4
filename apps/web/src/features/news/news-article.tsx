import type { NewsItem } from '@maplebridge/contracts';
import { Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { SafeHtml } from '#shared/ui/safe-html.tsx';
import { SaveToggle } from './save-toggle.tsx';

interface NewsArticleProps {
  item: NewsItem;
  /** Shown above the title, such as the link back to the list. */
  before?: ReactNode;
  /** The title's level in the page outline: h1 on its own page, lower inside the console's preview. */
  headingLevel?: 'h1' | 'h3';
}

/**
 * An article as readers see it: title, author, date, save toggle, its translation when published,
 * tags, image, body and source.
 */
export function NewsArticle({ item, before, headingLevel: Heading = 'h1' }: NewsArticleProps) {
  const { t, i18n } = useTranslation();
  return (
    <article lang={item.language} className="mx-auto max-w-3xl space-y-6" data-testid="news-detail">
      {before}
      <header className="space-y-4">
        <Heading className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {item.title}
        </Heading>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <span>{t('news.detail.author', { name: item.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
          <SaveToggle item={item} className="ml-auto" />
        </div>
        {item.twin?.isPublished && (
          // In the translation's own language, as a language switcher is: its readers are the ones to find it.
          <Link
            to={`/news/${item.twin.id}`}
            lang={item.twin.language}
            hrefLang={item.twin.language}
            data-testid="news-twin-link"
            className="inline-flex items-center gap-2 rounded-lg px-1 py-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <Languages aria-hidden="true" className="h-4 w-4" />
            {t(`news.detail.readIn.${item.twin.language}`)}
          </Link>
        )}
        {item.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('news.filter.tags')}>
            {item.tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  to={`/news?tags=${tag.id}`}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                >
                  {i18n.language === 'vi' ? tag.descriptionVN : tag.descriptionEN}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          width={1200}
          height={630}
          className="aspect-[40/21] w-full rounded-2xl object-cover"
        />
      )}
      <SafeHtml html={item.content} className="article-content" />
      {item.sourceUrl && (
        <p className="text-sm text-slate-600">
          {t('news.detail.source')}{' '}
          <NewTabLink
            href={item.sourceUrl}
            className="inline-flex items-center gap-1 break-all font-medium text-brand-700 hover:underline"
          >
            {new URL(item.sourceUrl, window.location.origin).hostname}
          </NewTabLink>
        </p>
      )}
    </article>
  );
}
