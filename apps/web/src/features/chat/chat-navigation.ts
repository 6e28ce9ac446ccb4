import type { ChatPageState } from '#shared/lib/chat-page-state.ts';

export type { AskedResult, ChatPageState } from '#shared/lib/chat-page-state.ts';

// Only the home teaser imports this at run time (the page reads the state by its type), so it travels
// in the home page's chunk instead of a chunk of its own.
export const CHAT_PATH = '/chat-ai';

export const chatPageStateOf = (question: string): ChatPageState => ({ question });
