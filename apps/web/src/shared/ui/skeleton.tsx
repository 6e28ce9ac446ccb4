import { useTranslation } from '#shared/i18n/use-translation.ts';

type SkeletonShape = 'cards' | 'rows' | 'lines';

interface SkeletonProps {
  /** What is loading: news cards (the news grid's columns), rows of a list or table, lines of text. */
  shape: SkeletonShape;
  count?: number;
}

const BAR = 'h-3 rounded-full bg-slate-200';

const LAYOUTS: Record<SkeletonShape, string> = {
  cards: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4',
  rows: 'divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200',
  lines: 'space-y-3 py-2',
};

function Placeholder({ shape }: { shape: SkeletonShape }) {
  if (shape === 'cards')
    return (
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        <div className="aspect-[40/21] bg-slate-200" />
        <div className="space-y-3 p-4">
          <div className={`${BAR} w-4/5`} />
          <div className={BAR} />
          <div className={`${BAR} w-2/3`} />
        </div>
      </div>
    );
  if (shape === 'rows')
    return (
      <div className="flex items-center gap-4 px-4 py-4">
        <div className={`${BAR} w-1/3`} />
        <div className={`${BAR} w-1/4`} />
        <div className={`${BAR} ml-auto w-16`} />
      </div>
    );
  // Lines of text end at different lengths, as a paragraph does.
  return <div className={`${BAR} even:w-11/12 last:w-2/3`} />;
}

/**
 * Grey placeholders in the shape of what is loading, instead of a "Loading…" line. Screen readers
 * hear that text, hidden; the region around it says `aria-busy` while it loads.
 */
export function Skeleton({ shape, count = 3 }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading.content')}</span>
      <div aria-hidden="true" className={`animate-pulse motion-reduce:animate-none ${LAYOUTS[shape]}`}>
        {[...Array(count).keys()].map((index) => (
          <Placeholder key={index} shape={shape} />
        ))}
      </div>
    </div>
  );
}
