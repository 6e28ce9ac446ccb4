import type { ChatEvent, ChatMessage, ChatSource } from '@maplebridge/contracts';
import { Dexie, type EntityTable, liveQuery } from 'dexie';

/** Why an answer carries a notice: the AI model failed (the offline answer followed). */
export type ChatNoticeCode = Extract<ChatEvent, { event: 'error' }>['data']['code'];

/** One message of the conversation as the browser keeps it (spec section 3). */
export interface ConversationMessage {
  id: number;
  role: ChatMessage['role'];
  content: string;
  /** The assistant's welcome, shown in the reader's language and never sent as history. */
  isGreeting?: boolean;
  /** Official pages the answer rests on, numbered in this order. */
  sources?: ChatSource[];
  notice?: ChatNoticeCode;
  /** The answer was cut short (Stop, or the connection dropped); it holds what arrived. */
  isIncomplete?: boolean;
}

export type NewConversationMessage = Omit<ConversationMessage, 'id'>;

/** The spec's browser-local chat history: `AIConversationsDatabase`, table `conversations`. */
export class AIConversationsDatabase extends Dexie {
  conversations!: EntityTable<ConversationMessage, 'id'>;

  constructor() {
    super('AIConversationsDatabase');
    // Only these fields are indexed; sources and flags live on the row unindexed.
    this.version(1).stores({ conversations: '++id, content, role' });
  }
}

export const chatDb = new AIConversationsDatabase();

/** Every message in the order it was written. */
export const findConversation = () => chatDb.conversations.orderBy('id').toArray();

/** Calls `onChange` with the whole conversation now and after every change, until unsubscribed. */
export const watchConversation = (
  onChange: (messages: ConversationMessage[]) => void,
  onError: (error: unknown) => void,
) => liveQuery(findConversation).subscribe({ next: onChange, error: onError });

const greetingOf = (content: string): NewConversationMessage => ({
  role: 'assistant',
  content,
  isGreeting: true,
});

/** An empty store gets the assistant's greeting (spec section 4); safe to call twice at once. */
export function ensureGreeting(content: string) {
  return chatDb.transaction('rw', chatDb.conversations, async () => {
    if ((await chatDb.conversations.count()) === 0) await chatDb.conversations.add(greetingOf(content));
  });
}

/** Wipes the store and puts the greeting back (spec section 4). */
export function clearConversation(greeting: string) {
  return chatDb.transaction('rw', chatDb.conversations, async () => {
    await chatDb.conversations.clear();
    await chatDb.conversations.add(greetingOf(greeting));
  });
}

/** Puts a conversation back exactly as it was (the undo of a reset). */
export function restoreConversation(messages: ConversationMessage[]) {
  return chatDb.transaction('rw', chatDb.conversations, async () => {
    await chatDb.conversations.clear();
    await chatDb.conversations.bulkAdd(messages);
  });
}

export const saveMessage = (message: NewConversationMessage) => chatDb.conversations.add(message);

export const deleteMessage = (id: number) => chatDb.conversations.delete(id);

/** A regenerated answer takes the place of the old one, in one step. */
export function replaceMessage(oldId: number, message: NewConversationMessage) {
  return chatDb.transaction('rw', chatDb.conversations, async () => {
    await chatDb.conversations.delete(oldId);
    return chatDb.conversations.add(message);
  });
}
