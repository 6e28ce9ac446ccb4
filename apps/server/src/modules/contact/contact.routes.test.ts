import { CONTACT_MESSAGE_MAX_LENGTH } from '@maplebridge/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportMessages } from '#db/schema/index.ts';
import { createUsersRepository } from '#modules/users/users.repository.ts';
import { startCrmStandIn } from '#test/crm-stand-in.ts';
import { findMailsTo } from '#test/mails.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { startSmtpSink } from '#test/processes.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

const FAST_RETRIES = { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 2, leaseSeconds: 30, lanes: 2 };
const NO_LIMITS = { windowMs: 60_000, perIp: 1_000, perEmail: 1_000 };
const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Lê Văn Cường',
  email: `cuong.${Math.random().toString(36).slice(2, 8)}@example.com`,
  message: 'Tôi muốn hỏi về Express Entry.',
  ...overrides,
});

describe.each(DATABASE_KINDS)('contact on %s', (kind) => {
  let server: TestServer;
  let crm: Awaited<ReturnType<typeof startCrmStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let member: TestMember;
  let admin: TestMember;
  const messageRow = async (id: string) =>
    (await server.database.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0];
  const leadsFor = (email: string) =>
    crm.received.filter((lead) => (lead.body as { account: { email: string } }).account.email === email);

  beforeAll(async () => {
    crm = await startCrmStandIn();
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      crm: { url: crm.url, key: 'crm-secret-key' },
      mail: {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'MapleBridge <no-reply@maplebridge.test>',
        supportEmail: 'support@maplebridge.test',
      },
      jobs: FAST_RETRIES,
      contactLimits: NO_LIMITS,
    });
    member = await signUpMember(server);
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(async () => {
    await server.close();
    await crm.close();
    smtp.sink.kill('SIGTERM');
  });

  it('stores a visitor’s message before answering, then delivers the CRM lead, the support mail and the acknowledgement', async () => {
    const sent = form();
    const { status, body } = await callApi(
      server,
      'POST',
      '/api/contact-support',
      null,
      sent,
      'application/json-patch+json',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Contact submitted',
      data: { reference: expect.stringMatching(/^MB-[0-9A-Z]{6}$/) },
    });
    expect(await messageRow(body.data.id)).toMatchObject({
      email: sent.email,
      message: sent.message,
      userId: null,
    });

    await expect.poll(() => leadsFor(sent.email).length, { timeout: 5_000 }).toBe(1);
    const [lead] = leadsFor(sent.email);
    const [job] = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.supportMessageId, body.data.id), eq(outbox.kind, 'crm.lead')));
    expect(lead?.headers).toMatchObject({
      key: 'crm-secret-key',
      'idempotency-key': job?.id,
      'content-type': 'application/json',
    });
    expect(lead?.body).toEqual({
      account: {
        name: sent.fullName,
        officePhone: '',
        email: sent.email,
        gender: 0,
        street: '',
        birthday: '',
      },
      contacts: [{ firstName: sent.fullName, email: sent.email, mobilePhone: '', description: sent.message }],
      opportunity: { recipient: 1, status: 1, userId: '' },
      referrer: { source: 'MapleBridge', campaign: 'Contact Form' },
    });
    await expect
      .poll(() => smtp.received.filter((mail) => mail.raw.includes(body.data.reference)).length, {
        timeout: 5_000,
      })
      .toBe(2);
    expect(
      smtp.received.filter((mail) => mail.raw.includes(body.data.reference)).map((mail) => mail.to),
    ).toEqual(expect.arrayContaining([['support@maplebridge.test'], [sent.email]]));
  });

  it('acknowledges the sender in the form’s language with the reference, repeating nothing they typed', async () => {
    const sent = form({ fullName: 'Visit spam.example', message: 'Buy now at spam.example', language: 'en' });
    const { body } = await callApi(server, 'POST', '/api/contact-support', null, sent);
    const { reference } = body.data;
    const [ack, ...others] = await findMailsTo(server.database.db, sent.email);
    expect(others).toEqual([]);
    expect(ack?.subject).toBe(`We received your message (${reference})`);
    expect(ack?.text).toContain(`Your reference is ${reference}`);
    for (const typed of ['spam.example', 'Buy now'])
      expect(`${ack?.subject}${ack?.text}${ack?.html}`).not.toContain(typed);

    const vietnamese = form();
    const answer = await callApi(server, 'POST', '/api/contact-support', member, vietnamese);
    const [viAck] = await findMailsTo(server.database.db, vietnamese.email);
    expect(viAck?.subject).toBe(`MapleBridge đã nhận tin nhắn của bạn (${answer.body.data.reference})`);
    expect(viAck?.text).toContain(`Mã tham chiếu của bạn là ${answer.body.data.reference}`);

    await expect
      .poll(async () =>
        (
          await callApi(server, 'GET', `/api/admin/contact-messages/${body.data.id}`, admin)
        ).body.data.deliveries
          .map((delivery: { kind: string; status: string }) => `${delivery.kind}:${delivery.status}`)
          .sort(),
      )
      .toEqual(['crm.lead:sent', 'mail.acknowledgement:sent', 'mail.support:sent']);
  });

  it('enriches a member’s lead with their profile where the form left fields empty', async () => {
    await createUsersRepository(server.database.db).update(member.id, { address: '88 Đồng Khởi, Quận 1' });
    const sent = form();
    const { body } = await callApi(server, 'POST', '/api/contact-support', member, sent);
    expect((await messageRow(body.data.id))?.userId).toBe(member.id);
    await expect.poll(() => leadsFor(sent.email).length, { timeout: 5_000 }).toBe(1);
    expect((leadsFor(sent.email)[0]?.body as { account: unknown } | undefined)?.account).toMatchObject({
      street: '88 Đồng Khởi, Quận 1',
      officePhone: expect.stringMatching(/^08\d{8}$/),
    });
  });

  it('answers a bot that filled the hidden field like anyone, and keeps nothing', async () => {
    const sent = form({ website: 'http://spam.example' });
    const { status, body } = await callApi(server, 'POST', '/api/contact-support', null, sent);
    expect(status).toBe(200);
    expect(await messageRow(body.data.id)).toBeUndefined();
    expect(await findMailsTo(server.database.db, sent.email)).toEqual([]);
  });

  it.each([
    [
      'every field wrong',
      { fullName: '', email: 'not-an-email', message: '   ' },
      ['body.fullName', 'body.email', 'body.message'],
    ],
    ['a name of 101 characters', form({ fullName: 'x'.repeat(101) }), ['body.fullName']],
    ['a message too long', form({ message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }), ['body.message']],
    ['a wrong phone', form({ phoneNumber: 'call me' }), ['body.phoneNumber']],
    [
      'numbers for text',
      { fullName: 1, email: 2, message: 3 },
      ['body.fullName', 'body.email', 'body.message'],
    ],
  ])('refuses %s with a 400 naming the fields, storing nothing', async (_label, sent, fields) => {
    const { status, body } = await callApi(server, 'POST', '/api/contact-support', null, sent);
    expect(status).toBe(400);
    expect(body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual(
      [...fields].sort(),
    );
  });

  it('refuses an oversized body (413), an XML body (415) and broken JSON (400)', async () => {
    const big = await server.request('/api/contact-support', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form({ message: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(big.status).toBe(413);
    const text = await server.request('/api/contact-support', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<message>hello</message>',
    });
    expect(text.status).toBe(415);
    const broken = await server.request('/api/contact-support', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fullName":',
    });
    expect(broken.status).toBe(400);
  });

  it('keeps trying a CRM that fails, with the same idempotency key, and lets an admin send a failed lead again', async () => {
    crm.answer(503);
    const sent = form();
    const { body } = await callApi(server, 'POST', '/api/contact-support', null, sent);
    const path = `/api/admin/contact-messages/${body.data.id}`;
    const leadState = async () =>
      (await callApi(server, 'GET', path, admin)).body.data.deliveries.find(
        (delivery: { kind: string }) => delivery.kind === 'crm.lead',
      );
    await expect.poll(async () => (await leadState()).status, { timeout: 5_000 }).toBe('failed');
    const attempts = leadsFor(sent.email);
    expect(attempts).toHaveLength(FAST_RETRIES.maxAttempts);
    expect(new Set(attempts.map((lead) => lead.headers['idempotency-key'])).size).toBe(1);
    expect((await leadState()).lastError).toBe('The CRM answered HTTP 503');

    crm.answer(200);
    const lead = await leadState();
    const retried = await callApi(server, 'POST', `${path}/deliveries/${lead.id}/retry`, admin);
    expect(retried.status).toBe(200);
    await expect.poll(async () => (await leadState()).status, { timeout: 5_000 }).toBe('sent');
    expect(leadsFor(sent.email)).toHaveLength(FAST_RETRIES.maxAttempts + 1);
    const again = await callApi(server, 'POST', `${path}/deliveries/${lead.id}/retry`, admin);
    expect(again).toMatchObject({ status: 409, body: { data: { code: 'contact.deliveryNotFailed' } } });
  });

  it('lets admins list messages and mark them handled', async () => {
    const { body } = await callApi(server, 'POST', '/api/contact-support', null, form());
    const open = await callApi(server, 'GET', '/api/admin/contact-messages', admin);
    expect(open.body.data.items.map((item: { id: string }) => item.id)).toContain(body.data.id);
    const handled = await callApi(
      server,
      'PUT',
      `/api/admin/contact-messages/${body.data.id}/handled`,
      admin,
      {
        handled: true,
      },
    );
    expect(handled.body.data.handledAt).toEqual(expect.any(String));
    const openAfter = await callApi(server, 'GET', '/api/admin/contact-messages?status=open', admin);
    expect(openAfter.body.data.items.map((item: { id: string }) => item.id)).not.toContain(body.data.id);
    const handledList = await callApi(server, 'GET', '/api/admin/contact-messages?status=handled', admin);
    expect(handledList.body.data.items.map((item: { id: string }) => item.id)).toContain(body.data.id);
    const missing = await callApi(
      server,
      'GET',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(missing.status).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled'],
    [
      'POST',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/deliveries/00000000-0000-4000-8000-000000000000/retry',
    ],
  ])('refuses %s %s to visitors (401) and members (403)', async (method, path) => {
    const body = method === 'PUT' ? { handled: true } : undefined;
    expect((await callApi(server, method, path, null, body)).status).toBe(401);
    expect((await callApi(server, method, path, member, body)).status).toBe(403);
  });
});

describe('contact without a CRM configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { contactLimits: NO_LIMITS });
  });
  afterAll(() => server.close());

  it('keeps the lead in the outbox, marked not sent', async () => {
    const admin = await signUpMember(server, { admin: true });
    const { body } = await callApi(server, 'POST', '/api/contact-support', null, form());
    const message = await callApi(server, 'GET', `/api/admin/contact-messages/${body.data.id}`, admin);
    expect(message.body.data.deliveries).toContainEqual(
      expect.objectContaining({ kind: 'crm.lead', status: 'notConfigured', attempts: 0 }),
    );
  });
});

describe('contact budgets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { contactLimits: { windowMs: 60_000, perIp: 4, perEmail: 2 } });
  });
  afterAll(() => server.close());

  it('limits messages per e-mail address and per IP, and a burst never answers 500', async () => {
    const same = form();
    expect((await callApi(server, 'POST', '/api/contact-support', null, same)).status).toBe(200);
    expect((await callApi(server, 'POST', '/api/contact-support', null, same)).status).toBe(200);
    const third = await callApi(server, 'POST', '/api/contact-support', null, same);
    expect(third).toMatchObject({ status: 429, body: { data: { code: 'request.tooMany' } } });
    expect((await callApi(server, 'POST', '/api/contact-support', null, form())).status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => callApi(server, 'POST', '/api/contact-support', null, form())),
    );
    expect(new Set(burst.map((answer) => answer.status))).toEqual(new Set([429]));
  });
});
