// What an article's HTML may hold, in one place: the server's sanitiser enforces it on every write,
// and the console's editor cleans to it before sending, so staff see what will be stored.

export const ARTICLE_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'iframe',
  'span',
  'div',
] as const;

export const ARTICLE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Video embeds an article may carry; every other iframe is dropped. */
export const ARTICLE_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];
