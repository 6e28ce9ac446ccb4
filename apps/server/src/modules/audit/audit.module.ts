import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { registerAuditLog } from './audit-log.ts';

/** The audit log: every change made through the console, whatever module's, and its admin route. */
export const auditModule: ModulePlugin<'database'> = appWide('audit', async (app, { database }) => {
  const audit = createAuditRepository(database.db);
  registerAuditLog(app, audit);
  await app.register(auditRoutes(app.auth, audit), { prefix: API_PREFIX });
});
