import { Outlet } from 'react-router';
import { QuickActions } from './quick-actions.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** The chat layout: the page sits on a faded maple-leaf background. */
export function ChatLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 outline-none">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[url('/chat-background.svg')] bg-repeat opacity-10"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-6 sm:px-6">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      {/* On a phone the floating menu would cover the question box's send button. */}
      <div className="hidden sm:block">
        <QuickActions />
      </div>
    </div>
  );
}
