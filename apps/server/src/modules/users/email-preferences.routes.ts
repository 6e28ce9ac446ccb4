import {
  type EmailPreferences,
  EmailPreferencesResponseSchema,
  EmailPreferencesSchema,
} from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '#db/schema/index.ts';
import { ok } from '#envelope.ts';
import { signedInMember } from '../auth/member-guard.ts';
import { routeOptions, signedIn } from '../route-options.ts';
import type { UsersRepository } from './users.repository.ts';

const toPreferences = (row: UserRow): EmailPreferences => ({
  emailRoundAlerts: row.emailRoundAlerts,
  emailNewsDigest: row.emailNewsDigest,
  language: row.defaultLanguage === 'en' ? 'en' : 'vi',
});

/** The member's e-mail opt-ins (issue 22), off until they turn them on; each mail's link turns its own off. */
export function emailPreferencesRoutes(users: UsersRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me/email-preferences',
      routeOptions('users', 'users.emailPreferences', {
        summary: 'The signed-in member’s e-mail opt-ins and the language of their mails',
        security: signedIn(),
        response: EmailPreferencesResponseSchema,
      }),
      async (request) => ok(toPreferences(signedInMember(request)), 'users.emailPreferences'),
    );

    app.put(
      '/users/me/email-preferences',
      routeOptions('users', 'users.saveEmailPreferences', {
        summary: 'Turn the new-round alerts and the weekly news digest on or off, and choose their language',
        description:
          'Mails go to a verified address only. `language` becomes the account’s defaultLanguage, which every mail to the member is written in.',
        security: signedIn(),
        body: EmailPreferencesSchema,
        response: EmailPreferencesResponseSchema,
      }),
      async (request) => {
        const member = signedInMember(request);
        const { emailRoundAlerts, emailNewsDigest, language } = request.body;
        const row = await users.update(member.id, {
          emailRoundAlerts,
          emailNewsDigest,
          defaultLanguage: language,
        });
        return ok(toPreferences(row ?? member), 'users.saveEmailPreferences', 'E-mail preferences saved');
      },
    );
  };
}
