import fs from 'node:fs';
import { type CandidateProfile, profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { crsResults, users } from '#db/schema/index.ts';
import { findMailsTo } from '#test/mails.ts';
import { trackProcesses } from '#test/processes.ts';
import { createTestDatabase, DATABASE_KINDS, makeTempDir, readJson } from '#test/test-server.ts';

const PASSWORD = 'Maple2026!';
const SIGN_UPS = 18;
const SAVES = 18;
const KILL_AFTER_ANSWERS = 14;
const WORKERS = 6;

/** Each saved result differs by the applicant's age, so a row tells which request wrote it. */
const profileAged = (age: number): CandidateProfile => ({ ...MARRIED_APPLICANT, age });
const ageAnswerOf = (age: number) => profileToAnswers(profileAged(age))['4'];

type Job = { kind: 'signUp'; email: string; phoneNumber: string } | { kind: 'save'; age: number };
type Outcome = { job: Job; answer: 'ok'; id: string } | { job: Job; answer: 'lost' };

/**
 * Sign-up and saving a CRS result under a crash (issue 10, "Faults"): the server process is killed
 * (SIGKILL) while writes are in flight, then started again on the same data. Every write answered
 * 200 is there, complete; an unanswered one is there once or not at all; nothing is written twice.
 */
describe.each(DATABASE_KINDS)('sign-ups and saved results across a SIGKILL on %s', (kind) => {
  const { defer, start, cleanUp } = trackProcesses();
  afterAll(cleanUp);

  it('keeps every write answered 200 and writes nothing twice', async () => {
    expect(new Set(Array.from({ length: SAVES }, (_, index) => ageAnswerOf(20 + index))).size).toBe(SAVES);
    const dataDir = makeTempDir('mb-writes-fault-');
    defer(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' };
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      defer(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const prefix = `fault.${process.pid}.${kind}.`;
    const post = (base: string, path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const signUp = (base: string, email: string, phoneNumber: string) =>
      post(base, '/api/auth/register', {
        email,
        phoneNumber,
        fullName: 'Trần Thị Mai',
        password: PASSWORD,
        isAccepted: true,
      });
    const signIn = async (base: string, email: string) =>
      (await readJson(await post(base, '/api/auth/login', { loginIdentifier: email, password: PASSWORD })))
        .token as string;

    const first = start(env);
    const firstUrl = await first.url;
    const saverEmail = `${prefix}saver@example.com`;
    expect((await signUp(firstUrl, saverEmail, '0911000000')).status).toBe(200);
    const saverToken = await signIn(firstUrl, saverEmail);

    // Sign-ups and saves interleaved, several at a time; the kill lands while some are in flight.
    const queue: Job[] = [];
    for (let index = 0; index < Math.max(SIGN_UPS, SAVES); index++) {
      if (index < SIGN_UPS)
        queue.push({
          kind: 'signUp',
          email: `${prefix}${index}@example.com`,
          phoneNumber: `09${String(20_000_000 + index).padStart(8, '0')}`,
        });
      if (index < SAVES) queue.push({ kind: 'save', age: 20 + index });
    }
    const outcomes: Outcome[] = [];
    let answered = 0;
    let isKilled = false;
    const send = (job: Job) =>
      job.kind === 'signUp'
        ? signUp(firstUrl, job.email, job.phoneNumber)
        : post(
            firstUrl,
            '/api/crs/save-crs-result',
            { crsResultDetailDTO: toSubmission(profileToAnswers(profileAged(job.age))) },
            saverToken,
          );
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let job = queue.shift(); job && !isKilled; job = queue.shift()) {
          try {
            const response = await send(job);
            const body = await readJson(response);
            expect(response.status, JSON.stringify(body)).toBe(200);
            outcomes.push({ job, answer: 'ok', id: job.kind === 'signUp' ? body.data.id : body.data });
            answered++;
            if (answered === KILL_AFTER_ANSWERS) {
              isKilled = true;
              first.child.kill('SIGKILL');
            }
          } catch (error) {
            if (!isKilled) throw error;
            outcomes.push({ job, answer: 'lost' });
          }
        }
      }),
    );
    await first.exited;
    const ok = outcomes.filter((outcome) => outcome.answer === 'ok');
    // An answer already on its way when the signal landed still counts as answered.
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    const sent = outcomes.map((outcome) => outcome.job);

    const second = start(env);
    const secondUrl = await second.url;
    // Through the API: each member answered 200 signs in, each result answered 200 reads back.
    const newToken = await signIn(secondUrl, saverEmail);
    for (const outcome of ok) {
      if (outcome.job.kind === 'signUp') {
        expect(await signIn(secondUrl, outcome.job.email), outcome.job.email).not.toBe('');
      } else {
        const response = await fetch(`${secondUrl}/api/crs/crs-result/${outcome.id}`, {
          headers: { authorization: `Bearer ${newToken}` },
        });
        expect(response.status, `result of age ${outcome.job.age}`).toBe(200);
      }
    }
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    // In the database itself, once the server has let go of it.
    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    try {
      const signUps = sent.filter((job) => job.kind === 'signUp');
      const stored = await database.db
        .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(like(users.email, `${prefix}%`));
      const emails = stored.map((row) => row.email).filter((email) => email !== saverEmail);
      expect(new Set(emails).size).toBe(emails.length);
      expect(signUps.map((job) => job.email)).toEqual(expect.arrayContaining(emails));
      for (const { job, id } of ok) {
        if (job.kind !== 'signUp') continue;
        const row = stored.find((user) => user.email === job.email);
        expect(row?.id, job.email).toBe(id);
        expect(row?.passwordHash).toBeTruthy();
      }
      for (const email of emails) {
        const count = (await findMailsTo(database.db, email)).length;
        const isAnswered = ok.some((outcome) => outcome.job.kind === 'signUp' && outcome.job.email === email);
        // The verification code of a sign-up answered 200 was queued; no sign-up queued two.
        expect(count, email).toBeLessThanOrEqual(1);
        if (isAnswered) expect(count, email).toBe(1);
      }

      const saver = stored.find((row) => row.email === saverEmail);
      const results = await database.db
        .select({ id: crsResults.id, answers: crsResults.answers })
        .from(crsResults)
        .where(eq(crsResults.userId, saver?.id ?? ''));
      const ages = results.map((row) => row.answers['4']);
      expect(new Set(ages).size, 'a result written twice').toBe(ages.length);
      const sentAges = sent.flatMap((job) => (job.kind === 'save' ? [ageAnswerOf(job.age)] : []));
      expect(sentAges).toEqual(expect.arrayContaining(ages));
      for (const outcome of ok) {
        if (outcome.job.kind !== 'save') continue;
        const row = results.find((result) => result.id === outcome.id);
        expect(row?.answers['4'], `result of age ${outcome.job.age}`).toBe(ageAnswerOf(outcome.job.age));
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
