import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDocumentMeta } from './use-document-meta.ts';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>MapleBridge</title><meta name="description" content="Site">';
  });

  it("shows the page's title and description, and the previous ones again once it is left", () => {
    const page = renderHook(() => useDocumentMeta('Tin tức Express Entry', 'Các đợt mời mới nhất'));
    expect(document.title).toBe('Tin tức Express Entry · MapleBridge');
    expect(description()).toBe('Các đợt mời mới nhất');
    page.unmount();
    expect(document.title).toBe('MapleBridge');
    expect(description()).toBe('Site');
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
