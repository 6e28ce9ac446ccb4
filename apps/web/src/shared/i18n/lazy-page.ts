import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type LocalePart, withLocalePart } from './i18n.ts';

/**
 * A route whose page arrives, with its parts of the texts, on the first visit:
 * `lazyPage('sign-in', 'account', () => import('./sign-in.page.tsx').then((page) => page.SignInPage))`.
 */
export function lazyPage(
  path: string,
  parts: LocalePart | readonly LocalePart[],
  loadPage: () => Promise<ComponentType>,
): RouteObject {
  return { path, lazy: async () => ({ Component: await withLocalePart(parts, loadPage()) }) };
}
