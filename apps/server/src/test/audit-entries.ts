import { and, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '#db/schema/index.ts';
import type { TestServer } from './test-server.ts';

/** The audit log's rows of one action that also meet `where` (whose they are, what about). */
export const auditEntries = (server: TestServer, action: string, where: SQL | undefined) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), where));
