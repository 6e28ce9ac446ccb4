import { API_PREFIX, type ModulePlugin } from '../module-plugin.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { createCrmClient } from './crm-client.ts';
import { documentsLinkRoutes } from './documents-link.routes.ts';

/**
 * The contact form: its messages, the support mail and the CRM lead through the outbox (the lead's
 * kind only when a CRM is configured), the console's inbox, and the footer's documents link. Needs `outbox`.
 */
export const contactModule: ModulePlugin<'database' | 'config'> = async (app, { database, config }) => {
  const { outbox } = app;
  if (config.crm.url)
    outbox.addKind('crm.lead', createCrmClient({ url: config.crm.url, key: config.crm.key }));
  const contact = createContactService({
    contact: createContactRepository(database.db),
    outbox: outbox.repository,
    supportEmail: config.mail.supportEmail,
    isCrmConfigured: Boolean(config.crm.url),
    nudge: () => void outbox.drain(),
    onSpam: (form) => app.log.warn({ email: form.email }, 'contact form honeypot filled: dropped'),
  });
  await app.register(contactRoutes(app.auth, contact, config.contactLimits), { prefix: API_PREFIX });
  await app.register(documentsLinkRoutes(config.documentsUrl));
};
