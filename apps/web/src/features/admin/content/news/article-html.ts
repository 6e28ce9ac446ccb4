import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from '@maplebridge/contracts';
import DOMPurify from 'dompurify';

// The editor makes no iframes, so none may come out of it; the rest is what the server keeps.
const ARTICLE_TAGS = ARTICLE_HTML_TAGS.filter((tag) => tag !== 'iframe');
const { iframe: _iframe, ...ARTICLE_ATTRIBUTES } = ARTICLE_HTML_ATTRIBUTES;

/** Links may go to the web, to an address on this site, or to mail and phone (the server's schemes). */
export function isArticleLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*|\/(?!\/)[^\s]*)$/i.test(url.trim());
}

/** Images come from the web or from this site (the server allows no other scheme for them). */
const isImageSource = (url: string) => /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(url.trim());

const purify = DOMPurify();
// Per-tag attributes and schemes, as the server checks them (DOMPurify's own lists are global).
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = ARTICLE_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isArticleLink(data.attrValue)) data.keepAttr = false;
  else if (data.attrName === 'src' && !isImageSource(data.attrValue)) data.keepAttr = false;
});

/** The article HTML the server would keep unchanged: only its tags, attributes and link schemes. */
export function toArticleHtml(html: string): string {
  const clean = purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  // An image without a source would be dropped by the server; drop it here too.
  return clean.replace(/<img(?![^>]*\ssrc=)[^>]*>/g, '');
}
