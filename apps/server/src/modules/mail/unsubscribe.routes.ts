import {
  type MailList,
  UnsubscribeQuerySchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { routeOptions } from '../route-options.ts';
import type { UnsubscribeTarget, UnsubscribeTokens } from './unsubscribe-tokens.ts';

/** The most a one-click body needs: `List-Unsubscribe=One-Click`, form-encoded. */
const FORM_BODY_LIMIT = 1024;

const invalidLink = () =>
  new AppError(
    'mail.invalidUnsubscribeLink',
    'This unsubscribe link is not valid: it may have been cut short or changed. Use the link of the e-mail as it is, or turn the e-mails off on your profile page.',
  );

/**
 * The unsubscribe link of every list mail (issue 22, RFC 8058), without sign-in: the token names the
 * member and the list. A GET never changes anything (mail scanners open links): a browser is sent on
 * to the page, which asks by POST; a mail app's one-click POST turns the opt-in off at once.
 */
export function unsubscribeRoutes(
  tokens: UnsubscribeTokens,
  optOut: (target: UnsubscribeTarget) => Promise<void>,
): FastifyPluginAsyncZod {
  const verify = (token: string) => {
    const target = tokens.verify(token);
    if (!target) throw invalidLink();
    return target;
  };

  return async (app) => {
    // Mail apps post the one-click body as a form (RFC 8058 §3.2); only these routes read forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // Or as multipart/form-data, which the multipart plugin leaves unread: its fields become the body.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts({
          limits: { fields: 5, fieldSize: FORM_BODY_LIMIT, files: 0 },
        }))
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
      } catch {
        throw new AppError('request.invalid', 'Invalid request: the form body could not be read.');
      }
      request.body = fields;
    });

    app.get(
      '/mail/unsubscribe',
      routeOptions('mail', 'mail.unsubscribeLink', {
        summary: 'The List-Unsubscribe link opened: which list the token names, changing nothing',
        description:
          'A browser (Accept: text/html) is redirected (303) to the unsubscribe page, which asks by POST. Others get the list the token names; a bad token answers 400 `mail.invalidUnsubscribeLink`.',
        querystring: UnsubscribeQuerySchema,
        response: UnsubscribeResponseSchema,
      }),
      async (request, reply) => {
        const { token } = request.query;
        if (request.headers.accept?.includes('text/html'))
          return reply.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
        return ok({ list: verify(token).list as MailList }, 'mail.unsubscribeLink');
      },
    );

    app.post(
      '/mail/unsubscribe',
      routeOptions('mail', 'mail.unsubscribe', {
        summary: 'One-click unsubscribe (RFC 8058): turns off the opt-in the token names, without sign-in',
        description:
          'The body is `List-Unsubscribe=One-Click`, as a form (application/x-www-form-urlencoded or multipart/form-data) or JSON. Unsubscribing twice, or after the account is gone, answers the same.',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeRequestSchema,
        response: UnsubscribeResponseSchema,
      }),
      async (request) => {
        const target = verify(request.query.token);
        await optOut(target);
        return ok({ list: target.list }, 'mail.unsubscribe', 'Unsubscribed');
      },
    );
  };
}
