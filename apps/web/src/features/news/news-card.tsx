import type { NewsSummary } from '@maplebridge/contracts';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { LanguageBadge } from './language-badge.tsx';
import { SaveToggle } from './save-toggle.tsx';

/** The classes of a card's parts: a variant's, or a page's own layout (the /news list's). */
export type CardLayout = Record<'card' | 'image' | 'text' | 'title' | 'preview', string>;

/** Small: image beside the text. Large: image above, a longer preview (spec section 2). */
const LAYOUTS: Record<'small' | 'large', CardLayout> = {
  small: {
    card: 'flex-row gap-3 p-3',
    image: 'h-24 w-28 shrink-0 rounded-xl object-cover sm:h-28 sm:w-36',
    text: 'gap-1',
    title: 'line-clamp-2 text-base',
    preview: 'line-clamp-2',
  },
  large: {
    card: 'flex-col',
    image: 'aspect-[40/21] w-full object-cover',
    text: 'gap-2 p-4',
    title: 'line-clamp-2 text-lg',
    preview: 'line-clamp-3',
  },
};

type Variant = 'small' | 'large' | CardLayout;

interface NewsCardProps {
  item: NewsSummary;
  variant?: Variant;
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
  const layout = typeof variant === 'string' ? LAYOUTS[variant] : variant;
  const isSmall = variant === 'small';
  return (
    <article
      data-testid="news-card"
      lang={item.language}
      className={`group relative flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md ${layout.card}`}
    >
      <img
        src={item.imageUrl || '/content/news/crs.svg'}
        alt=""
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        width={isSmall ? 160 : 600}
        height={isSmall ? 120 : 315}
        className={layout.image}
      />
      <div className={`flex min-w-0 flex-1 flex-col ${layout.text}`}>
        <Heading className={`font-semibold text-slate-900 ${layout.title}`}>
          {/* The whole card is the link's target area; the save button sits above it. */}
          <Link to={`/news/${item.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {item.title}
          </Link>
        </Heading>
        <p className={`text-sm text-slate-600 ${layout.preview}`}>{item.previewContent}</p>
        <div className="mt-auto flex items-center gap-2 pt-1 text-xs text-slate-600">
          <LanguageBadge language={item.language} />
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
export function NewsGrid({
  items,
  headingLevel,
  variant,
}: {
  items: NewsSummary[];
  headingLevel?: 'h2' | 'h3';
  variant?: Variant;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} variant={variant} isFirst={index === 0} />
        </li>
      ))}
    </ul>
  );
}
