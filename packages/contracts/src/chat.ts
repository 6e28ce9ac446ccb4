import { z } from 'zod';
import { CalculateScoreRequestSchema } from './crs.ts';
import { ErrorCodeSchema } from './errors.ts';
import { LanguageSchema } from './i18n.ts';

/** Spec section 9: a question is at most 4,000 characters. */
export const CHAT_QUESTION_MAX_LENGTH = 4000;
/** Earlier turns sent with a question; older ones are dropped by the browser before sending. */
export const CHAT_HISTORY_MAX_MESSAGES = 20;
/** An earlier answer in the history can be long; this bounds the request, not the answers. */
export const CHAT_ANSWER_MAX_LENGTH = 20_000;

export const CHAT_ROLES = ['user', 'assistant'] as const;

export const ChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string().max(CHAT_ANSWER_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Spec section 5: the question (the last message, from the user) is required and ≤ 4,000 characters. */
export const ChatQuestionSchema = z
  .string()
  .trim()
  .min(1, { error: 'ai-chatbox.question-required' })
  .max(CHAT_QUESTION_MAX_LENGTH, { error: 'ai-chatbox.question-max-length' });

export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1, { error: 'ai-chatbox.question-required' })
    .max(CHAT_HISTORY_MAX_MESSAGES + 1, { error: 'validation.tooMany' })
    .superRefine((messages, context) => {
      const last = messages.at(-1);
      if (!last) return;
      if (last.role !== 'user') {
        context.addIssue({
          code: 'custom',
          message: 'ai-chatbox.question-required',
          path: [messages.length - 1, 'role'],
        });
        return;
      }
      const question = ChatQuestionSchema.safeParse(last.content);
      for (const issue of question.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: [messages.length - 1, 'content'] });
      }
    }),
  language: LanguageSchema.default('vi').describe(
    'The UI language; the answer follows the language the question is written in.',
  ),
  result: CalculateScoreRequestSchema.optional().describe(
    'The quiz answers of a CRS result the person asks about ("Ask about this result"): the profile the answer starts from. Sent only to this server; never passed to a model as such.',
  ),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;
export type ChatRequestInput = z.input<typeof ChatRequestSchema>;

export const ChatSourceSchema = z.object({
  title: z.string(),
  url: z.url(),
  reviewed: z.string().describe('When the team last checked the page (YYYY-MM-DD).'),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/**
 * The answer arrives as Server-Sent Events, in this order: `delta` (many), `sources` (once),
 * `done`. When the configured model fails, an `error` event comes first and the offline answer
 * follows it, so a question is never left without an answer.
 */
export const ChatEventSchemas = {
  delta: z.object({ text: z.string() }),
  sources: z.object({ sources: z.array(ChatSourceSchema) }),
  error: z.object({
    code: ErrorCodeSchema.extract(['chat.providerFailed', 'chat.providerTimeout']),
    message: z.string(),
  }),
  done: z.object({
    provider: z.enum(['offline', 'openai-compatible']),
    language: LanguageSchema,
    grounded: z.boolean().describe('False when the knowledge base had nothing on the question.'),
  }),
} as const;
export type ChatEventName = keyof typeof ChatEventSchemas;
export type ChatEvent = {
  [Name in ChatEventName]: { event: Name; data: z.infer<(typeof ChatEventSchemas)[Name]> };
}[ChatEventName];
