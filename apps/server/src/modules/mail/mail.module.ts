import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';
import { createMailJob } from './mail-job.ts';
import { createOutboxTransport, createSmtpTransport } from './mail-transport.ts';
import { createMailer } from './mailer.ts';

/**
 * Mail through the outbox: its `mail` kind over SMTP or the dev outbox, and `GET /api/dev/outbox`
 * where that shows the mails; decorates `mailer`.
 */
export const mailModule: ModulePlugin<'config'> = appWide('mail', async (app, { config }) => {
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
});
