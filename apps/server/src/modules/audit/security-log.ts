import { EmailSchema, PhoneNumberSchema } from '@maplebridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '#db/schema/index.ts';
import type { AuditRepository } from './audit.repository.ts';

/** A security event for the audit log, beside the console's changes; its action starts `security.`. */
export interface SecurityEvent {
  action: `security.${string}`;
  statusCode: number;
  /** The account concerned, when there is one. */
  actorId?: string | null;
  /** Who, as written: an account's e-mail or an identifier typed. Never a password. */
  actor?: string | null;
}

/** The request's path without its query string, which may hold a password (change-password). */
export const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/**
 * Writes security events to the audit log with the request's method, path and client address,
 * before the answer goes out. A failed write is logged, and the answer goes out all the same.
 */
export function createSecurityLog(audit: AuditRepository) {
  const record = async (request: FastifyRequest, event: SecurityEvent) => {
    try {
      await audit.record({
        actorId: event.actorId ?? null,
        actorEmail: event.actor ?? null,
        action: event.action,
        method: request.method,
        path: pathOf(request),
        statusCode: event.statusCode,
        ip: request.ip ?? null,
      });
    } catch (error) {
      request.log.error({ err: error, action: event.action }, 'audit log entry not written');
    }
  };

  return {
    record,

    /**
     * A wrong identifier or password. The identifier is kept only when it is an e-mail or a phone
     * number: anything else may be a password typed into the wrong box.
     */
    recordFailedSignIn(request: FastifyRequest, identifier: string, account: UserRow | undefined) {
      const email = EmailSchema.safeParse(identifier);
      const phone = PhoneNumberSchema.safeParse(identifier);
      return record(request, {
        action: 'security.loginFailed',
        statusCode: 401,
        actorId: account?.id ?? null,
        actor: email.success ? email.data : phone.success ? phone.data : null,
      });
    },

    /** A request to `/api/admin/…` refused: 401 for a visitor, 403 for a member who is not staff. */
    recordAdminRefusal(request: FastifyRequest, statusCode: 401 | 403, user: UserRow | null) {
      return record(request, {
        action: 'security.adminRefused',
        statusCode,
        actorId: user?.id ?? null,
        actor: user?.email ?? null,
      });
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
