import { lazy, Suspense } from 'react';

// Its own chunk, with the kit's texts it needs, once the result shows: not part of the page's first load.
const ResultNoticesList = lazy(async () => ({
  default: (await import('./result-notices-list.tsx')).ResultNoticesList,
}));

/** The site notices beside the score; nothing until they have arrived, and then only if any. */
export function ResultNotices() {
  return (
    <Suspense fallback={null}>
      <ResultNoticesList />
    </Suspense>
  );
}
