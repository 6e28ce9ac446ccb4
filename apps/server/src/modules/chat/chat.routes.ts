import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  type ChatEvent,
  type ChatEventName,
  ChatEventSchemas,
  ChatRequestSchema,
} from '@maplebridge/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, createBudget } from '#plugins/rate-limit.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ChatService } from './chat.service.ts';
import type { ResultFacts } from './result-facts.ts';

export interface ChatLimits {
  windowMs: number;
  /** Questions per window from one IP without an account. */
  visitor: number;
  /** Questions per window from one member. */
  member: number;
}

/** One event of the stream as a client reads it, `{event, data}`: for the API document only. */
const eventOf = <Name extends ChatEventName>(event: Name) =>
  z.object({ event: z.literal(event), data: ChatEventSchemas[event] });
const ChatEventSchema = z
  .discriminatedUnion('event', [eventOf('delta'), eventOf('sources'), eventOf('error'), eventOf('done')])
  .meta({
    id: 'ChatEvent',
    description: 'One Server-Sent Event: its `event:` line names it, its `data:` line is the JSON of `data`.',
  });

const toSse = ({ event, data }: ChatEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Events as SSE text; an unexpected failure mid-answer still ends with a clear error event. */
async function* serverSentEvents(events: AsyncIterable<ChatEvent>, log: FastifyBaseLogger) {
  try {
    for await (const event of events) yield toSse(event);
  } catch (error) {
    log.error({ err: error }, 'chat answer failed');
    yield toSse({
      event: 'error',
      data: {
        code: 'chat.providerFailed',
        message: 'The assistant could not finish this answer. Please try again.',
      },
    });
  }
}

export function chatRoutes(
  auth: AuthService,
  chat: ChatService,
  limits: ChatLimits,
  resultFacts: ResultFacts,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Answers being streamed: a reader who stops reading must not hold up a shutdown.
    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.destroy();
    });
    const window = limits.windowMs;
    const visitorBudget = createBudget(app, 'chat-ip', { max: limits.visitor, windowMs: window }, clientOf);
    // A member's budget follows the account, wherever they ask from.
    const askers = new WeakMap<FastifyRequest, string>();
    const memberBudget = createBudget(
      app,
      'chat-member',
      { max: limits.member, windowMs: window },
      (request) => askers.get(request) ?? clientOf(request),
    );

    app.post(
      '/chat',
      {
        config: {
          actionName: 'chat.ask',
          apiDoc: {
            responses: {
              200: {
                description:
                  'Server-Sent Events, in this order: `delta` {text} (many), `sources` {sources} (once), `done` {provider, language, grounded}. When the configured model fails, an `error` event {code, message} comes first and the offline answer follows. Each event is `event: <name>` and `data: <JSON>` lines, then a blank line.',
                content: { 'text/event-stream': { schema: ChatEventSchema } },
              },
            },
          },
        },
        schema: {
          tags: ['chat'],
          summary: 'Ask the immigration assistant; the answer streams as Server-Sent Events',
          description:
            'Events: `delta` {text} (many), `sources` {sources: [{title, url, reviewed}]}, `done` {provider, language, grounded}. When the configured model fails or is silent too long, an `error` event {code, message} comes first and the offline answer follows. Visitors have a smaller budget of questions than members.',
          body: ChatRequestSchema,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const member = await auth.authenticateOptional(request.headers.authorization);
        if (member) askers.set(request, member.id);
        await (member ? memberBudget : visitorBudget)(request);
        // Before the stream starts, so that wrong answers get a 400 naming them.
        const question = request.body.messages.at(-1)?.content ?? '';
        const base = await resultFacts(request.body.result, member?.id, question);
        const controller = new AbortController();
        streams.add(reply.raw);
        // The reader went away: stop asking the model for an answer nobody will read.
        reply.raw.on('close', () => {
          streams.delete(reply.raw);
          if (!reply.raw.writableFinished) controller.abort();
        });
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no');
        return Readable.from(
          serverSentEvents(chat.answer(request.body, controller.signal, base), request.log),
        );
      },
    );
  };
}
