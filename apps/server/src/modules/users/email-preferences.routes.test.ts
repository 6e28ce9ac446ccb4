import { describe, expect, it } from 'vitest';
import { callApi, signUpMember } from '#test/members.ts';
import type { JsonBody } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

describe('a member’s e-mail opt-ins', () => {
  const server = useTestServer('pglite');
  const path = '/api/users/me/email-preferences';

  it('are off until the member turns them on, and the language chosen becomes the account’s', async () => {
    const member = await signUpMember(server);
    expect((await callApi(server, 'GET', path, member)).body.data).toEqual({
      emailRoundAlerts: false,
      emailNewsDigest: false,
      language: 'vi',
    });
    const saved = await callApi(server, 'PUT', path, member, {
      emailRoundAlerts: true,
      emailNewsDigest: true,
      language: 'en',
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { emailRoundAlerts: true, emailNewsDigest: true, language: 'en' } },
    });
    expect((await callApi(server, 'GET', '/api/users/jwt', member)).body.data.defaultLanguage).toBe('en');
    await callApi(server, 'PUT', path, member, {
      emailRoundAlerts: false,
      emailNewsDigest: true,
      language: 'en',
    });
    expect((await callApi(server, 'GET', path, member)).body.data).toMatchObject({
      emailRoundAlerts: false,
      emailNewsDigest: true,
    });
    // Another member's are their own.
    const other = await signUpMember(server);
    expect((await callApi(server, 'GET', path, other)).body.data.emailNewsDigest).toBe(false);
  });

  it.each([
    ['a missing opt-in', { emailRoundAlerts: true, language: 'vi' }, ['body.emailNewsDigest']],
    [
      'words for booleans',
      { emailRoundAlerts: 'yes', emailNewsDigest: 1, language: 'vi' },
      ['body.emailRoundAlerts', 'body.emailNewsDigest'],
    ],
    [
      'a language we do not write in',
      { emailRoundAlerts: true, emailNewsDigest: false, language: 'fr' },
      ['body.language'],
    ],
  ])('answers %s with a 400 naming the field, and keeps what was saved', async (_label, body, fields) => {
    const member = await signUpMember(server);
    const answer = await callApi(server, 'PUT', path, member, body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.code).toBe('request.invalid');
    expect(answer.body.data.fields.map((field: JsonBody) => field.field)).toEqual(fields);
    expect((await callApi(server, 'GET', path, member)).body.data.emailRoundAlerts).toBe(false);
  });

  it('needs a signed-in member', async () => {
    expect((await callApi(server, 'GET', path, null)).status).toBe(401);
    const answer = await callApi(server, 'PUT', path, null, {
      emailRoundAlerts: true,
      emailNewsDigest: true,
      language: 'vi',
    });
    expect(answer.status).toBe(401);
  });
});
