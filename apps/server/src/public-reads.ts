import type { FastifyInstance } from 'fastify';

/** How long an answer every visitor sees alike is reused: a moment, so views and schedules stay current. */
export const PUBLIC_READ_TTL_MS = 2_000;
/** Keys include search words, so the number kept is bounded; the oldest go first. */
const MAX_ENTRIES = 1_000;

/**
 * What every visitor is shown alike (news lists and searches, tags, slides, rounds), read once per
 * moment rather than once per request: under load most of these answers then cost no database round
 * trip, and readers asking at the same time share one read. Nothing per member is kept. A successful
 * change by staff empties it at once on this replica (registerPublicReads); other replicas catch
 * up within the TTL.
 */
export function createPublicReads({ ttlMs = PUBLIC_READ_TTL_MS, clock = Date.now } = {}) {
  const entries = new Map<string, { readAt: number; value: Promise<unknown> }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && clock() - entry.readAt <= ttlMs) return entry.value as Promise<T>;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { readAt: clock(), value });
      // A failed read is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What every visitor is shown alike (news, tags, slides, rounds), read once per moment. */
    publicReads: PublicReads;
  }
}

/**
 * Decorates the app's public reads, emptied when staff change content (an `admin.*` action
 * succeeds), before the change is answered.
 */
export function registerPublicReads(app: FastifyInstance) {
  const publicReads = createPublicReads();
  app.decorate('publicReads', publicReads);
  app.addHook('onSend', async (request, reply, payload) => {
    const action = (request.routeOptions.config as { actionName?: string } | undefined)?.actionName;
    if (action?.startsWith('admin.') && request.method !== 'GET' && reply.statusCode < 400)
      publicReads.clear();
    return payload;
  });
}

/** Nothing kept: every read goes to the database (a service built alone, by a tool or a test). */
export const directReads: PublicReads = { read: (_key, load) => load(), clear() {} };
