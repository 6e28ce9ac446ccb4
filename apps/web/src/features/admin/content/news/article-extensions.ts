import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isArticleLink } from './article-html.ts';

/** h1 is the article's title; the body starts at h2, and the server keeps h2 to h4. */
export const ARTICLE_HEADING_LEVELS = [2, 3, 4] as const;

/** Only nodes and marks whose HTML the server's allow-list keeps: no styles, classes or colours. */
export const articleExtensions = [
  StarterKit.configure({
    heading: { levels: [...ARTICLE_HEADING_LEVELS] },
    // Configured below, with the server's link rules.
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    // The server adds target and rel to links that leave the site; the editor adds nothing.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isArticleLink(url),
  }),
  Image.configure({ inline: false, allowBase64: false }),
];
