import type { NewsSummary } from '@maplebridge/contracts';
import { NewsCard } from './news-card.tsx';

/** Cards in 1, 2 or 4 columns (small, medium and large screens). */
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
