import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** Sign-in, sign-up and the other account pages: no header or footer, just the logo home. */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="px-4 py-5 sm:px-8">
        <BrandLogo />
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-lg flex-1 px-4 pb-12">
        <Outlet />
      </main>
    </div>
  );
}
