import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '#shared/i18n/i18n.ts';
import { useDocumentMeta } from './use-document-meta.ts';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentMeta', () => {
  beforeEach(async () => {
    document.head.innerHTML = '<title>MapleBridge</title><meta name="description" content="Site">';
    await loadLanguage('en');
    await i18n.changeLanguage('en');
  });

  it("shows the page's title and description, and the site's once it is left", () => {
    // As the server sends a page: with its own title and description already (write-pages.mjs).
    document.head.innerHTML = '<title>News · MapleBridge</title><meta name="description" content="Rounds">';
    const page = renderHook(() => useDocumentMeta('News', 'Rounds'));
    expect(document.title).toBe('News · MapleBridge');
    expect(description()).toBe('Rounds');
    page.unmount();
    expect(document.title).toBe('MapleBridge');
    expect(description()).toMatch(/^MapleBridge: the CRS calculator/);
  });

  it('follows a change of language', () => {
    const page = renderHook(({ title }) => useDocumentMeta(title, `${title}!`), {
      initialProps: { title: 'Tin tức' },
    });
    page.rerender({ title: 'News' });
    expect(document.title).toBe('News · MapleBridge');
    expect(description()).toBe('News!');
  });

  it('keeps the site title until the title is known', () => {
    renderHook(() => useDocumentMeta(undefined, undefined));
    expect(document.title).toBe('MapleBridge');
    expect(description()).toBe('Site');
  });
});
