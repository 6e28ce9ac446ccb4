import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

export function RootLayout() {
  return (
    <>
      {/* New pages start at the top (spec section 2); back and forward restore the position. */}
      <ScrollRestoration />
      <Outlet />
      <Toaster position="top-right" duration={4000} visibleToasts={3} richColors closeButton />
    </>
  );
}
