import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** Sign-in, sign-up and the other account pages: no menu or footer, just the logo home and the language. */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="flex items-center justify-between gap-3 px-4 py-5 sm:px-8">
        <BrandLogo />
        <LanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-lg flex-1 px-4 pb-12">
        <Outlet />
      </main>
    </div>
  );
}
