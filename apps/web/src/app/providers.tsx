import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Inert until the app runs: the prerendered page (scripts/write-pages.mjs) shows before the scripts
 * have arrived, and a click or a keystroke there would do nothing; inert, it is not taken at all.
 * Rendered the same at build time and in the browser, so hydrating it keeps every element.
 */
function InertUntilRunning({ children }: { children: ReactNode }) {
  const [isRunning, setIsRunning] = useState(false);
  useEffect(() => setIsRunning(true), []);
  return <div inert={!isRunning}>{children}</div>;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <InertUntilRunning>{children}</InertUntilRunning>
    </QueryClientProvider>
  );
}
