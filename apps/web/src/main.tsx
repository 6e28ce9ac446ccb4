import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { i18nReady } from '#shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Created first: the router starts loading the page's chunk while the texts arrive.
const router = createAppRouter();
// The first paint waits for the reader's language, so it never shows raw keys.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
