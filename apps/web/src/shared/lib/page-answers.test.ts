import { describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_FRESH_MS, takePageAnswer } from './page-answers.ts';

/** A page as the page server sends it, with its answers block (or with text that is not JSON). */
function pageWith(blockText: string | undefined) {
  const doc = document.implementation.createHTMLDocument('page');
  if (blockText !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'page-answers';
    block.textContent = blockText;
    doc.head.append(block);
  }
  return doc;
}
const firstPage = { status: 200, message: 'OK', data: { items: [{ id: 'a' }] }, actionName: 'news.list' };
const path = '/news?PageNumber=1&PageSize=8&isPublished=true&lng=vi';

describe('takePageAnswer', () => {
  it('gives the answer the page came with for its path once, then leaves the app to ask the API', () => {
    const doc = pageWith(JSON.stringify({ [path]: firstPage }));
    expect(takePageAnswer('/tags', { doc, sincePageLoad: 100 })).toBeUndefined();
    expect(takePageAnswer(path, { doc, sincePageLoad: 100 })).toEqual(firstPage);
    expect(takePageAnswer(path, { doc, sincePageLoad: 200 })).toBeUndefined();
    expect(doc.getElementById('page-answers')).toBeNull();
  });

  it('does not give an answer once the page is older than a moment', () => {
    const doc = pageWith(JSON.stringify({ [path]: firstPage }));
    expect(takePageAnswer(path, { doc, sincePageLoad: PAGE_ANSWERS_FRESH_MS + 1 })).toBeUndefined();
    expect(takePageAnswer(path, { doc, sincePageLoad: 0 })).toBeUndefined();
  });

  it('gives nothing for a page without answers or with a block that is not JSON', () => {
    expect(takePageAnswer(path, { doc: pageWith(undefined), sincePageLoad: 0 })).toBeUndefined();
    expect(takePageAnswer(path, { doc: pageWith('{"/news'), sincePageLoad: 0 })).toBeUndefined();
  });
});
