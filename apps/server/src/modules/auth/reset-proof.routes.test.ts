import { createHash, createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '#db/schema/index.ts';
import { accountClient, OPEN_AUTH_LIMITS } from '#test/accounts.ts';
import { DATABASE_KINDS, readJson } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

const NEW_PASSWORD = 'Reset2026@';

/**
 * Issue 18, point 1: verify-otp hands out a single-use reset proof, and reset-password needs it;
 * point 3: neither the code nor the proof is stored as it is.
 */
describe.each(DATABASE_KINDS)('the password reset proof on %s', (kind) => {
  const server = useTestServer(kind, { authLimits: OPEN_AUTH_LIMITS });
  const api = accountClient(server, 'proof');

  const reset = (email: string, resetToken?: string, headers: Record<string, string> = {}) =>
    api.send(
      'POST',
      '/api/auth/reset-password',
      { email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, ...(resetToken ? { resetToken } : {}) },
      headers,
    );

  /** Sends a reset code to the member and verifies it: the proof verify-otp answers. */
  async function verifiedProof(email: string): Promise<string> {
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const verified = await api.post('/api/auth/verify-otp', { email, otp: await api.latestCode(email) });
    expect(verified.status).toBe(200);
    const { data } = await readJson(verified);
    expect(data.resetToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return data.resetToken;
  }

  async function expectRefused(response: Response) {
    expect([400, 401]).toContain(response.status);
    const body = await readJson(response);
    expect(body).toMatchObject({ status: response.status, data: { code: expect.any(String) } });
  }

  it('refuses a reset with only the e-mail after the owner verified the code; the password stays', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    // Someone else, knowing only the address, within the 10 minutes.
    await expectRefused(await reset(member.email));
    await expectRefused(await reset(member.email, 'x'.repeat(43)));
    expect(await api.loginStatus(member.email)).toBe(200);
    expect(await api.loginStatus(member.email, NEW_PASSWORD)).toBe(401);
    // The owner, with the proof.
    expect((await reset(member.email, proof)).status).toBe(200);
    expect(await api.loginStatus(member.email, NEW_PASSWORD)).toBe(200);
  });

  it('takes the proof in the X-Reset-Token header too', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    expect((await reset(member.email, undefined, { 'x-reset-token': proof })).status).toBe(200);
    expect(await api.loginStatus(member.email, NEW_PASSWORD)).toBe(200);
  });

  it('uses a proof once', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    expect((await reset(member.email, proof)).status).toBe(200);
    const again = await api.send('POST', '/api/auth/reset-password', {
      email: member.email,
      password: 'Again2026@',
      passwordConfirm: 'Again2026@',
      resetToken: proof,
    });
    await expectRefused(again);
    expect(await api.loginStatus(member.email, 'Again2026@')).toBe(401);
    expect(await api.loginStatus(member.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a proof once it has expired', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    await server.database.db
      .update(oneTimeCodes)
      .set({ proofExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, member.email));
    await expectRefused(await reset(member.email, proof));
    expect(await api.loginStatus(member.email)).toBe(200);
  });

  it('refuses a proof once a newer code was sent', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    await api.ageCodes(member.email);
    expect((await api.post('/api/auth/forgot-password', { email: member.email })).status).toBe(200);
    await expectRefused(await reset(member.email, proof));
    expect(await api.loginStatus(member.email)).toBe(200);
  });

  it("refuses one account's proof for another account", async () => {
    const [owner, victim] = [await api.register(), await api.register()];
    const proof = await verifiedProof(owner.email);
    await expectRefused(await reset(victim.email, proof));
    expect(await api.loginStatus(victim.email)).toBe(200);
    expect(await api.loginStatus(victim.email, NEW_PASSWORD)).toBe(401);
  });

  it('stores the code and the proof only as keyed hashes', async () => {
    const member = await api.register();
    const proof = await verifiedProof(member.email);
    const code = await api.latestCode(member.email);
    const rows = await api.codeRows(member.email, 'passwordReset');
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, unknown>;
    for (const [column, value] of Object.entries(row)) {
      expect(String(value), column).not.toBe(code);
      expect(String(value), column).not.toContain(proof);
    }
    expect(JSON.stringify(row)).not.toContain(proof);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.proofHash).toMatch(/^[0-9a-f]{64}$/);
    // Not a plain digest either: four digits are found from an unkeyed hash in 10,000 tries.
    for (const plain of [code, `passwordReset:${member.email}:${code}`])
      expect(row.codeHash).not.toBe(createHash('sha256').update(plain).digest('hex'));
    expect(row.proofHash).not.toBe(createHash('sha256').update(proof).digest('hex'));
    expect(row.codeHash).not.toBe(createHmac('sha256', '').update(code).digest('hex'));
    // Every code of the table is a hash: none is four digits.
    const all = await server.database.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(all.filter((entry) => /^\d{4}$/.test(entry.codeHash))).toEqual([]);
  });
});
