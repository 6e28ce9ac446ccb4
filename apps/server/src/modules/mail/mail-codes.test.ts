import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMailsTo } from '#test/mails.ts';
import { startSmtpSink } from '#test/processes.ts';
import { DATABASE_KINDS, logsInto, readJson, startTestServer, type TestServer } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';
import { isLoopbackAddress } from './dev-outbox.routes.ts';
import { CODE_MASK } from './mail-job.ts';

let sequence = 0;
async function signUp(server: TestServer) {
  sequence++;
  const email = `codes${process.pid}.${sequence}@example.com`;
  const answer = await server.request('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      phoneNumber: `07${String(sequence).padStart(8, '0')}`,
      fullName: 'Trần Thị Mai',
      password: 'Maple2026!',
      isAccepted: true,
    }),
  });
  expect(answer.status).toBe(200);
  return email;
}

/** The sign-up mail once the worker has delivered it. */
async function sentMailTo(server: TestServer, email: string) {
  await expect
    .poll(async () => (await findMailsTo(server.database.db, email))[0]?.status, { timeout: 10_000 })
    .toBe('sent');
  const [mail] = await findMailsTo(server.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Issue 18, point 3: a mailed code reaches its mailbox and nothing else (logs, a sent row). */
describe('one-time codes in the logs', () => {
  const lines: string[] = [];
  // The dev outbox transport, which used to print whole mails; every level logged.
  const server = useTestServer('pglite', { logLevel: 'trace' }, logsInto(lines));

  it('logs no code, subject or text of a sign-up mail, only its outbox id and kind', async () => {
    const email = await signUp(server);
    const mail = await sentMailTo(server, email);
    expect(mail.code).toMatch(/^\d{4}$/);
    const code = mail.code as string;
    for (const line of lines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain(mail.subject);
    }
    const delivered = lines.filter((line) => line.includes(mail.id));
    expect(delivered.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ outboxId: mail.id, kind: 'mail' }),
    );
  });
});

describe.each(DATABASE_KINDS)('a sent mail over SMTP on %s', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      mail: {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'MapleBridge <no-reply@maplebridge.test>',
        supportEmail: 'support@maplebridge.test',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    smtp.sink.kill('SIGTERM');
  });

  it('keeps no code once delivered: the field is gone and the subject and text mask it', async () => {
    const email = await signUp(server);
    const mail = await sentMailTo(server, email);
    const raw = smtp.received.find((message) => message.to.includes(email))?.raw ?? '';
    // The mailbox got the code: the subject ends with it (folded over lines, maybe Q-encoded).
    const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    const code = /(\d{4})(?:\?=)?\s*$/.exec(subject.replace(/\r?\n[ \t]/g, ''))?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.code).toBeNull();
    for (const text of [mail.subject, mail.text, mail.html]) {
      expect(text).not.toContain(code);
      expect(text).toContain(CODE_MASK);
    }
  });
});

describe('the dev outbox', () => {
  // Behind a trusted proxy at 192.0.2.1, whose X-Forwarded-For makes `request.ip`.
  const server = useTestServer('pglite', { trustProxy: ['192.0.2.1'] });

  it('shows a sent mail with its code in development, to this machine', async () => {
    const email = await signUp(server);
    await sentMailTo(server, email);
    const answer = await server.request('/api/dev/outbox');
    expect(answer.status).toBe(200);
    const { data } = await readJson(answer);
    const mail = data.items.find((item: { to: string }) => item.to === email);
    expect(mail).toMatchObject({ status: 'sent', code: expect.stringMatching(/^\d{4}$/) });
    expect(mail.subject).toContain(mail.code);
  });

  // No other interface of this machine may be reached from here: the socket's address is faked.
  it.each([
    ['a remote client', '198.51.100.7', {}],
    [
      'a remote client naming 127.0.0.1 through the trusted proxy',
      '192.0.2.1',
      { 'x-forwarded-for': '127.0.0.1' },
    ],
  ])('answers %s a 404 envelope', async (_label, remoteAddress, headers) => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ status: 404, data: { code: 'route.notFound' } });
  });

  it('tells loopback addresses from the others', () => {
    for (const address of ['127.0.0.1', '127.8.0.2', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['198.51.100.7', '::ffff:10.0.0.1', '::', '0.0.0.0', '1127.0.0.1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('the dev outbox in production', () => {
  // Even with the outbox transport chosen, production never serves it.
  const server = useTestServer('pglite', {
    isProduction: true,
    env: 'production',
    jwt: { secret: 'a-production-secret-of-32-characters!', expiresIn: '7d' },
  });

  it('is not registered, and a sent mail keeps no code', async () => {
    expect(server.config.mail.transport).toBe('outbox');
    expect(server.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    expect((await server.request('/api/dev/outbox')).status).toBe(404);
    const mail = await sentMailTo(server, await signUp(server));
    expect(mail.code).toBeNull();
    expect(mail.subject).toContain(CODE_MASK);
  });
});
