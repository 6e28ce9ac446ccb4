import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ChatTeaser } from '#features/chat/chat-teaser.tsx';
import type { HomeSections } from '#features/home/home.page.tsx';
import { HomeNewsBlock } from '#features/news/home-news-block.tsx';
import { withLocalePart } from '#shared/i18n/i18n.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/**
 * A section from its own chunk, off the first page's: it shows nothing until it has arrived, as it
 * shows nothing until its data has.
 */
function lazySection(load: () => Promise<ComponentType>) {
  const Section = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}

/** Renders its children for a signed-in member only, so a visitor never downloads them. */
function MembersOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useSessionStore((state) => state.token !== '');
  return isSignedIn ? children : null;
}

// The saved results' texts and the kit's too: a result is renamed and deleted in its dialogs.
const loadCrsHistory = async () =>
  (await withLocalePart(['crs', 'results', 'ui'], import('#features/crs/crs-history.tsx'))).CrsHistory;
// A member's history starts downloading with this chunk, so it is usually in by the first paint.
if (useSessionStore.getState().token !== '') void loadCrsHistory();

/**
 * The home page's sections other features own, in the home page's chunk; the carousels (Embla) and
 * a member's CRS history (with the quiz's question bank) in their own.
 */
export const homeSections: HomeSections = {
  banner: lazySection(async () => (await import('#features/news/banner-carousel.tsx')).BannerCarousel),
  news: <HomeNewsBlock />,
  recommended: lazySection(
    async () => (await import('#features/news/recommended-carousel.tsx')).RecommendedCarousel,
  ),
  history: <MembersOnly>{lazySection(loadCrsHistory)}</MembersOnly>,
  chat: <ChatTeaser />,
};
