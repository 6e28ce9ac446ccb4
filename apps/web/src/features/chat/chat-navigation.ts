export const CHAT_PATH = '/chat-ai';

/** What another page hands to /chat-ai: a question to ask on arrival. */
export interface ChatPageState {
  question: string;
}

export const chatPageStateOf = (question: string): ChatPageState => ({ question });

/** The question carried in the router state, if any. */
export function questionOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('question' in state)) return null;
  return typeof state.question === 'string' ? state.question : null;
}
