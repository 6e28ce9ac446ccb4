import type { NewsItem, NewsSummary, Tag, User } from '@maplebridge/contracts';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok } from '#test/fake-api.ts';
import { NEWS_TAGS, newsId, newsItem, newsSummary, TEST_USER } from '#test/fixtures.ts';

/** Console tests: an admin's session, articles and tags as the API answers them, and uploads. */
export const ADMIN: User = {
  ...TEST_USER,
  userTypeDTO: { type: 1, userTypeName: 'Admin', description: 'Staff' },
};

export function signInAsAdmin(language: 'vi' | 'en' = 'vi') {
  useSettingsStore.setState({ language, isDrawerOpen: false });
  useSessionStore.setState({ token: 'admin-token', user: ADMIN });
}

export const TAGS: Tag[] = NEWS_TAGS;

export { newsId };

/** The console's articles start as untagged drafts. */
const DRAFT: Partial<NewsSummary> = { isPublished: false, tags: [] };

export const summary = (index: number, extra: Partial<NewsSummary> = {}): NewsSummary =>
  newsSummary(index, { ...DRAFT, ...extra });

export const item = (index: number, extra: Partial<NewsItem> = {}): NewsItem =>
  newsItem(index, { ...DRAFT, ...extra });

/** The bell's answer: no notifications. */
export const NO_NOTIFICATIONS = ok({ items: [], hasNextPage: false, currentPage: 1 });

export const newsPage = (items: NewsSummary[], hasNextPage = false, currentPage = 1) =>
  ok({ items, hasNextPage, currentPage, pageSize: 20 });

/** Calls to `path` (no query), in order. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

/**
 * `stubApi` reads every body as JSON; an upload's body is a FormData. This answers uploads itself
 * (recording the file) and hands every other call to the stub.
 */
export function stubUploads(answerUrl = '/api/images/0123456789abcdef0123456789abcdef.png') {
  const uploads: File[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (!(init.body instanceof FormData)) return stubbed(input, init);
    uploads.push(init.body.get('file') as File);
    return new Response(JSON.stringify(ok({ downloadUrl: answerUrl }, 'Uploaded')), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return uploads;
}

/** jsdom lays nothing out; ProseMirror asks where things are when it scrolls the cursor into view. */
export function stubLayoutForEditor() {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rects;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  HTMLElement.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
}

/** The editor's tests: laid out for ProseMirror, an admin signed in before each, stubs removed after. */
export function setUpEditorTests() {
  beforeAll(stubLayoutForEditor);
  beforeEach(() => signInAsAdmin());
  afterEach(() => vi.unstubAllGlobals());
}
