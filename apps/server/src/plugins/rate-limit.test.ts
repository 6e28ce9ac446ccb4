import { beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#test/members.ts';
import type { JsonBody } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';
import { clientKeyOf } from './rate-limit.ts';

const LIMITS = {
  authLimits: { windowMs: 60_000, loginPerIdentifier: 3, loginPerIp: 1_000, codesPerIp: 4 },
  contactLimits: { windowMs: 60_000, perIp: 4, perEmail: 1_000 },
  chatLimits: { windowMs: 60_000, visitor: 3, member: 5 },
  chatPaceMs: 0,
};

interface Answer {
  status: number;
  retryAfter: string | null;
  body: JsonBody;
}

/**
 * The budgets against guessing and abuse (issue 10, "Security"): sign-in, one-time codes, the
 * contact form and the assistant. A burst of parallel requests gets exactly the budget through;
 * the rest answer 429 with Retry-After and the error envelope, and none answers 5xx.
 */
describe('rate limits under a burst', () => {
  const server = useTestServer('pglite', LIMITS);
  let member: TestMember;
  beforeAll(async () => {
    member = await signUpMember(server);
  });

  const post = async (
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await server.request(path, {
      method: 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: isJson ? JSON.parse(text) : text,
    };
  };
  const burst = (size: number, send: (index: number) => Promise<Answer>) =>
    Promise.all(Array.from({ length: size }, (_, index) => send(index)));

  /** Every refusal is the same clear 429; `allowed` answers got through, and nothing failed. */
  function expectLimited(answers: Answer[], actionName: string, allowed: { status: number; count: number }) {
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === allowed.status)).toHaveLength(allowed.count);
    const refused = answers.filter((answer) => answer.status !== allowed.status);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        status: 429,
        message: expect.stringContaining('wait'),
        data: { code: 'request.tooMany' },
        actionName,
      });
    }
  }

  it('lets 3 guesses at one identifier through, however fast they come', async () => {
    const answers = await burst(12, (index) =>
      post('/api/auth/login', {
        loginIdentifier: index % 2 ? 'target@example.com' : 'TARGET@example.com',
        password: `Guess${index}2026!`,
      }),
    );
    expectLimited(answers, 'auth.login', { status: 401, count: 3 });
  });

  it('gives one-time codes one budget per IP: forgot-password, verify-otp, reset-password and the e-mail codes', async () => {
    const forgot = await burst(10, (index) =>
      post('/api/auth/forgot-password', { email: `nobody${index}@example.com` }),
    );
    expectLimited(forgot, 'auth.forgotPassword', { status: 200, count: 4 });
    // The budget is spent: guessing codes another way is refused the same.
    const verify = await burst(6, (index) =>
      post('/api/auth/verify-otp', { email: 'nobody0@example.com', otp: String(1000 + index) }),
    );
    expectLimited(verify, 'auth.verifyOtp', { status: 200, count: 0 });
    const reset = await burst(3, () =>
      post('/api/auth/reset-password', {
        email: 'nobody0@example.com',
        password: 'Reset2026@',
        passwordConfirm: 'Reset2026@',
      }),
    );
    expectLimited(reset, 'auth.resetPassword', { status: 200, count: 0 });
    const resend = await burst(4, () => post('/api/auth/send-verification-code', undefined, member.auth));
    expectLimited(resend, 'auth.sendVerificationCode', { status: 200, count: 0 });
    const verifyEmail = await burst(4, (index) =>
      post('/api/auth/verify-email', { otp: String(2000 + index) }, member.auth),
    );
    expectLimited(verifyEmail, 'auth.verifyEmail', { status: 200, count: 0 });
  });

  it('lets 4 contact messages from one IP through, however fast they come', async () => {
    const answers = await burst(12, (index) =>
      post('/api/contact-support', {
        fullName: 'Lê Văn Cường',
        email: `burst${index}@example.com`,
        message: 'Tôi muốn hỏi về Express Entry.',
      }),
    );
    expectLimited(answers, 'contact.support', { status: 200, count: 4 });
  });

  it("lets 3 of a visitor's and 5 of a member's questions to the assistant through", async () => {
    const question = { messages: [{ role: 'user', content: 'Express Entry là gì?' }], language: 'vi' };
    expectLimited(await burst(8, () => post('/api/chat', question)), 'chat.ask', { status: 200, count: 3 });
    expectLimited(await burst(10, () => post('/api/chat', question, member.auth)), 'chat.ask', {
      status: 200,
      count: 5,
    });
  });
});

/** A load balancer checks every replica's health twice a second from one address: never a 429. */
describe('the API budget per IP', () => {
  const server = useTestServer('pglite', {
    rateLimit: { max: 4, timeWindowMs: 60_000, redisNamespace: 'health-budget:' },
  });

  it('leaves the health check out and counts the rest of the API', async () => {
    const health = [];
    for (let index = 0; index < 10; index++) health.push((await server.request('/api/health')).status);
    expect(health).toEqual(Array(10).fill(200));
    const tags = [];
    for (let index = 0; index < 6; index++) tags.push((await server.request('/api/tags')).status);
    expect(tags).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('clientKeyOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:4d2:17:1:2:3:4', '2001:db8:4d2:17::/64'],
    ['2001:0db8:04d2:0017::', '2001:db8:4d2:17::/64'],
    ['2001:DB8:4D2:17:ffff::1', '2001:db8:4d2:17::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['not-an-address', 'other:not-an-address'],
  ])('counts %s as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });
});
