import type { MailList } from '@maplebridge/contracts';
import type { UserRow } from '#db/schema/index.ts';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';
import { listMailsFor } from './list-mails.ts';
import { createMailJob } from './mail-job.ts';
import { createOutboxTransport, createSmtpTransport } from './mail-transport.ts';
import { createMailer } from './mailer.ts';
import { createNewsDigestRepository } from './news-digest.repository.ts';
import { createNewsDigest, scheduleNewsDigest } from './news-digest.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** The opt-in each list's unsubscribe link turns off. */
const OPT_IN_OF: Record<MailList, keyof Pick<UserRow, 'emailRoundAlerts' | 'emailNewsDigest'>> = {
  roundAlerts: 'emailRoundAlerts',
  newsDigest: 'emailNewsDigest',
};

/**
 * Mail through the outbox: its `mail` kind over SMTP or the dev outbox, and `GET /api/dev/outbox`
 * where that shows the mails; the unsubscribe links of the lists members opt into, and the weekly
 * news digest, checked on every replica and sent by one; decorates `mailer`.
 */
export const mailModule: ModulePlugin<'database' | 'config' | 'now'> = appWide(
  'mail',
  async (app, { database, config, now }) => {
    const { outbox } = app;
    const transport =
      config.mail.transport === 'smtp' && config.mail.smtpUrl
        ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
        : createOutboxTransport((fields, message) => app.log.info(fields, message));
    // Codes stay in the outbox only where the dev outbox shows them: never in production.
    const hasDevOutbox = config.mail.transport === 'outbox' && !config.isProduction;
    outbox.addKind('mail', createMailJob(transport, { keepsCodes: hasDevOutbox }));
    app.decorate('mailer', createMailer(outbox.repository, outbox));
    if (hasDevOutbox) await app.register(devOutboxRoutes(outbox.repository), { prefix: API_PREFIX });

    const listMails = listMailsFor(config);
    if (!listMails.canSend)
      app.log.warn(
        'PUBLIC_URL is unset: round alerts and the news digest are not mailed (their links need it)',
      );
    const users = createUsersRepository(database.db);
    await app.register(
      unsubscribeRoutes(listMails.tokens, async ({ userId, list }) => {
        await users.update(userId, { [OPT_IN_OF[list]]: false });
      }),
      { prefix: API_PREFIX },
    );

    const digest = createNewsDigest({
      digests: createNewsDigestRepository(database.db),
      listMails,
      now,
      nudge: () => void outbox.drain(),
    });
    let schedule: ReturnType<typeof scheduleNewsDigest> | undefined;
    app.addHook('onReady', async () => {
      schedule = scheduleNewsDigest(digest, {
        onError: (error) => app.log.error({ err: error }, 'news digest'),
      });
    });
    app.addHook('onClose', async () => {
      await schedule?.stop();
    });
  },
);
