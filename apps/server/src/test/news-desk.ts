import { beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/client.ts';
import { callApi, signUpMember, type TestMember } from './members.ts';
import type { JsonBody, TestServer } from './test-server.ts';
import { useTestServer } from './use-test-server.ts';

/**
 * A member of a `describe` block, signed up before its tests once `server` has started: the object
 * is filled in then, so the block may hand it on at once and its tests read it when they run.
 */
function useMember(server: TestServer, options: { admin?: boolean } = {}): TestMember {
  const member = {} as TestMember;
  beforeAll(async () => {
    Object.assign(member, await signUpMember(server, options));
  });
  return member;
}

/**
 * The news tests' block: its server, an admin and a member, the ids of the tags (the seeded
 * `recommended` one found before the block's own hooks run) and of the articles it writes, and
 * the calls its tests make.
 */
export function useNewsDesk(kind: DatabaseKind) {
  const server = useTestServer(kind);
  const admin = useMember(server, { admin: true });
  const member = useMember(server);
  const tagIds: Record<string, number> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const { body } = await server.answer('/api/tags');
    tagIds.recommended = body.data.items.find((tag: JsonBody) => tag.name === 'recommended').id;
  });

  const send = (method: string, path: string, who: TestMember | null, body?: unknown) =>
    callApi(server, method, path, who, body);
  /** GET /api/news?`query` as `who` (a visitor by default): it answers 200, with this page. */
  const list = async (query: string, who: TestMember | null = null) => {
    const { status, body } = await server.answer(`/api/news?${query}`, who ? { headers: who.headers } : {});
    expect(status, query).toBe(200);
    return body.data as { items: JsonBody[]; hasNextPage: boolean; currentPage: number };
  };
  return { server, admin, member, tagIds, ids, send, list };
}
