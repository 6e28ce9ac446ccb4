import { lazy } from 'react';

/**
 * The Markdown renderer (40 KB gzipped) is not in the page's chunk: a conversation holding only the
 * greeting (plain text) never needs it. It loads when a stored answer shows, or as a question is sent.
 */
export const loadChatMarkdown = () => import('./chat-markdown.tsx');

export const LazyChatMarkdown = lazy(async () => ({ default: (await loadChatMarkdown()).ChatMarkdown }));
