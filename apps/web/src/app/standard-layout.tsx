import { Outlet } from 'react-router';
import { QuickActions } from './quick-actions.tsx';
import { siteFooter } from './site-footer-slot.tsx';
import { SiteHeader } from './site-header.tsx';
import { siteNotices } from './site-notices-slot.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Header, page container, footer, drawer and shortcuts. `isContained` off: the quiz and guide layout. */
export function StandardLayout({ isContained = true }: { isContained?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <siteNotices.Part />
      {/* A screen tall at least: the footer starts below the fold, so content that arrives later
          (questions, news) never pushes a visible footer down (a layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {isContained ? (
          <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </div>
        ) : (
          <Outlet />
        )}
      </main>
      <siteFooter.Part />
      <QuickActions />
    </div>
  );
}
