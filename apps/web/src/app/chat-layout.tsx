import { Outlet } from 'react-router';
import { QuickActions } from './quick-actions.tsx';
import { siteFooter } from './site-footer-slot.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const LEAF =
  'M60 20l3.4 6.8 4-1.9-1.2 8.3 5.8-5.3 1.3 3.4 5.9-1.2-2.2 6.7 2.5 1.2-9.3 7.4 1 3.4-9-1.6.4 9.2h-2.6l.5-9.2-9 1.6 1-3.4-9.3-7.4 2.5-1.2-2.2-6.7 5.9 1.2 1.3-3.4 5.8 5.3-1.2-8.3 4 1.9z';

/**
 * Faded maple leaves, tiled. Drawn as inline SVG rather than a background image: an image this large
 * would count as the page's largest paint, and Chrome paints a background image late.
 */
function ChatBackdrop() {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full opacity-10">
      <pattern id="chat-backdrop-leaves" width="240" height="240" patternUnits="userSpaceOnUse">
        <g fill="#c8102e" opacity="0.5">
          <path d={LEAF} />
          <path transform="translate(110 120) rotate(25) translate(-20 -20)" d={LEAF} />
        </g>
      </pattern>
      <rect width="100%" height="100%" fill="url(#chat-backdrop-leaves)" />
    </svg>
  );
}

/** The chat layout: the page sits on a faded maple-leaf background. */
export function ChatLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 outline-none">
        <ChatBackdrop />
        <div className="relative mx-auto max-w-5xl px-4 py-6 sm:px-6">
          <Outlet />
        </div>
      </main>
      <siteFooter.Part />
      {/* On a phone the floating menu would cover the question box's send button. */}
      <div className="hidden sm:block">
        <QuickActions />
      </div>
    </div>
  );
}
