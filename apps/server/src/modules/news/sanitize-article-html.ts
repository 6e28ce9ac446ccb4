import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, ARTICLE_IFRAME_HOSTS } from '@maplebridge/contracts';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ARTICLE_IFRAME_HOSTS,
  disallowedTagsMode: 'discard',
  // An iframe whose source was refused, or an image without one (spaces are none to a browser),
  // would only leave an empty box.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src?.trim(),
  transformTags: {
    // A link that leaves the site opens safely in a new tab.
    a: (tagName, attribs) => {
      const isExternal = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: isExternal ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** The only HTML an article may hold: no scripts, handlers, `javascript:` links or foreign iframes. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
