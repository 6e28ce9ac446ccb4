import { Outlet } from 'react-router';
import { QuickActions } from './quick-actions.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Header, page container, footer, drawer and shortcuts. `isContained` off: the quiz and guide layout. */
export function StandardLayout({ isContained = true }: { isContained?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {isContained ? (
          <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </div>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      <QuickActions />
    </div>
  );
}
