import type { NewsSummary } from '@maplebridge/contracts';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { SaveToggle } from './save-toggle.tsx';

interface NewsCardProps {
  item: NewsSummary;
  /** Small: image beside the text. Large: image above, a longer preview (spec section 2). */
  variant?: 'small' | 'large';
  /** The heading level the card's title takes in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list, in view on every screen: its image loads at once, before the rest. */
  isFirst?: boolean;
}

export function NewsCard({
  item,
  variant = 'large',
  headingLevel: Heading = 'h2',
  isFirst = false,
}: NewsCardProps) {
  const { i18n } = useTranslation();
  const isLarge = variant === 'large';
  return (
    <article
      data-testid="news-card"
      lang={item.language}
      className={`group relative flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md ${
        isLarge ? 'flex-col' : 'flex-row gap-3 p-3'
      }`}
    >
      <img
        src={item.imageUrl || '/content/news/crs.svg'}
        alt=""
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        width={isLarge ? 600 : 160}
        height={isLarge ? 315 : 120}
        className={
          isLarge
            ? 'aspect-[40/21] w-full object-cover'
            : 'h-24 w-28 shrink-0 rounded-xl object-cover sm:h-28 sm:w-36'
        }
      />
      <div className={`flex min-w-0 flex-1 flex-col ${isLarge ? 'gap-2 p-4' : 'gap-1'}`}>
        <Heading
          className={`font-semibold text-slate-900 ${isLarge ? 'line-clamp-2 text-lg' : 'line-clamp-2 text-base'}`}
        >
          {/* The whole card is the link's target area; the save button sits above it. */}
          <Link to={`/news/${item.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {item.title}
          </Link>
        </Heading>
        <p className={`text-sm text-slate-600 ${isLarge ? 'line-clamp-3' : 'line-clamp-2'}`}>
          {item.previewContent}
        </p>
        <div className="mt-auto flex items-center gap-2 pt-1 text-xs text-slate-600">
          <span className="truncate">{item.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.publishDate} className="shrink-0">
            {formatDate(item.publishDate, i18n.language)}
          </time>
          <SaveToggle item={item} className="relative z-10 ml-auto" />
        </div>
      </div>
    </article>
  );
}

/** Cards in 1, 2 or 4 columns (small, medium and large screens); here, not apart, to save the home page a chunk. */
export function NewsGrid({ items, headingLevel }: { items: NewsSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} isFirst={index === 0} />
        </li>
      ))}
    </ul>
  );
}
