// Only the home teaser imports this at run time (the page reads the state by its type), so it travels
// in the home page's chunk instead of a chunk of its own.
export const CHAT_PATH = '/chat-ai';

/** What another page hands to /chat-ai: a question to ask on arrival. */
export interface ChatPageState {
  question: string;
}

export const chatPageStateOf = (question: string): ChatPageState => ({ question });
