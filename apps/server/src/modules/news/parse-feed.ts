import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToText } from './search-text.ts';

export interface FeedEntry {
  /** The entry's stable id (Atom id, RSS guid, else its link). */
  sourceId: string;
  title: string;
  link: string | null;
  /** HTML, not yet sanitised. */
  html: string;
  preview: string;
  publishDate: Date | null;
  imageUrl: string;
  author: string;
}

export interface Feed {
  language: 'vi' | 'en' | null;
  entries: FeedEntry[];
}

export class FeedFormatError extends Error {}

const PREVIEW_LENGTH = 300;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // The parser's default entity limits stop "billion laughs" documents.
  processEntities: true,
  // A title like "2026" stays text.
  parseTagValue: false,
  isArray: (name) =>
    ['item', 'entry', 'link', 'category', 'media:content', 'media:thumbnail', 'enclosure'].includes(name),
});

type Node = Record<string, unknown> | string | number | undefined;
const asArray = (value: unknown): Node[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value as Node];
/** The text of an element, whether it carries attributes or not. */
const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim();
  if (Array.isArray(node)) return textOf(node[0]);
  return textOf((node as Record<string, unknown>)['#text']);
};
const attributeOf = (node: unknown, name: string): string =>
  node && typeof node === 'object' ? String((node as Record<string, unknown>)[`@${name}`] ?? '') : '';

const languageOf = (code: string): Feed['language'] => {
  const lower = code.toLowerCase();
  if (lower.startsWith('vi')) return 'vi';
  if (lower.startsWith('en')) return 'en';
  return null;
};

const dateOf = (text: string): Date | null => {
  const date = new Date(text);
  return text && !Number.isNaN(date.getTime()) ? date : null;
};

const previewOf = (text: string) =>
  text.length <= PREVIEW_LENGTH ? text : `${text.slice(0, PREVIEW_LENGTH).replace(/\s+\S*$/, '')}…`;

const asHtml = (text: string) => (/<[a-z][\s\S]*>/i.test(text) ? text : text ? `<p>${text}</p>` : '');

const imageOf = (entry: Record<string, unknown>) => {
  for (const key of ['media:thumbnail', 'media:content']) {
    const url = asArray(entry[key])
      .map((node) => attributeOf(node, 'url'))
      .find(Boolean);
    if (url) return url;
  }
  const enclosure = asArray(entry.enclosure).find((node) => attributeOf(node, 'type').startsWith('image/'));
  return enclosure ? attributeOf(enclosure, 'url') : '';
};

function rssEntry(item: Record<string, unknown>): FeedEntry | null {
  const title = htmlToText(textOf(item.title));
  const link = textOf(item.link) || null;
  const sourceId = textOf(item.guid) || link;
  if (!title || !sourceId) return null;
  const description = textOf(item.description);
  const html = asHtml(textOf(item['content:encoded']) || description);
  return {
    sourceId,
    title,
    link,
    html,
    preview: previewOf(htmlToText(description || html)),
    publishDate: dateOf(textOf(item.pubDate) || textOf(item['dc:date'])),
    imageUrl: imageOf(item),
    author: htmlToText(textOf(item['dc:creator']) || textOf(item.author)),
  };
}

function atomEntry(entry: Record<string, unknown>): FeedEntry | null {
  const title = htmlToText(textOf(entry.title));
  const links = asArray(entry.link);
  const alternate = links.find((node) => ['', 'alternate'].includes(attributeOf(node, 'rel'))) ?? links[0];
  const link = attributeOf(alternate, 'href') || null;
  const sourceId = textOf(entry.id) || link;
  if (!title || !sourceId) return null;
  const summary = textOf(entry.summary);
  const html = asHtml(textOf(entry.content) || summary);
  const author = entry.author as Record<string, unknown> | undefined;
  return {
    sourceId,
    title,
    link,
    html,
    preview: previewOf(htmlToText(summary || html)),
    publishDate: dateOf(textOf(entry.published) || textOf(entry.updated)),
    imageUrl: imageOf(entry),
    author: htmlToText(textOf(author?.name)),
  };
}

/** Reads an RSS 2.0 or Atom document. Entries without a title or an id are left out. */
export function parseFeed(xml: string): Feed {
  const validation = XMLValidator.validate(xml);
  if (validation !== true)
    throw new FeedFormatError(
      `Not a well-formed XML feed: ${validation.err.msg} (line ${validation.err.line})`,
    );
  let document: Record<string, Record<string, unknown> | undefined>;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new FeedFormatError(`Not a well-formed XML feed: ${(error as Error).message}`);
  }
  const channel = document.rss?.channel as Record<string, unknown> | undefined;
  if (channel) {
    return {
      language: languageOf(textOf(channel.language)),
      entries: asArray(channel.item).flatMap((item) => rssEntry(item as Record<string, unknown>) ?? []),
    };
  }
  const feed = document.feed;
  if (feed) {
    return {
      language: languageOf(attributeOf(feed, 'xml:lang')),
      entries: asArray(feed.entry).flatMap((entry) => atomEntry(entry as Record<string, unknown>) ?? []),
    };
  }
  throw new FeedFormatError('Neither an RSS 2.0 <rss><channel> nor an Atom <feed> document.');
}
