import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { uploadImage } from '#test/images.ts';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, makeTempDir, startTestServer, type TestServer } from '#test/test-server.ts';
import { createImagesRepository } from './images.repository.ts';
import { createImagesService } from './images.service.ts';

const HOUR = 3_600_000;
const NO_QUOTA = { images: 1e6, bytes: 1e12 };

/**
 * Issue 18, point 10: an uploaded image that no member's avatar, no article and no slide uses is
 * removed (row and file) once a day old, by a periodic sweep in the server; one that something uses
 * stays, however old. The server's clock is the test's, moved a day on.
 */
describe.each(DATABASE_KINDS)('the sweep of unused images on %s', (kind) => {
  let server: TestServer;
  let member: TestMember;
  let admin: TestMember;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {
        imageSweep: { unusedMaxAgeMs: 24 * HOUR, intervalMs: 50, firstAfterMs: 0 },
        rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'sweep:' },
      },
      { now: () => new Date(clock) },
    );
    member = await signUpMember(server);
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(() => server.close());

  const upload = async (who: TestMember) => {
    const answer = await uploadImage(server, who);
    expect(answer.status).toBe(200);
    return answer.body.data.downloadUrl as string;
  };
  /**
   * `kept` (served and on disk) or `gone` (neither). The sweep deletes the row, then the file: in
   * between an image is `going`; served without its file would be `broken`.
   */
  const stateOf = async (url: string) => {
    const response = await server.request(url);
    await response.arrayBuffer();
    const onDisk = fs.existsSync(path.join(server.config.dataDir, 'uploads', url.split('/').pop() ?? ''));
    if (response.status === 200) return onDisk ? 'kept' : 'broken';
    return onDisk ? 'going' : 'gone';
  };
  const setAvatar = async (avatarUrl: string) => {
    const me = (await callApi(server, 'GET', '/api/users/jwt', member)).body.data;
    const { fullName, email, phoneNumber, address } = me;
    const answer = await callApi(server, 'PUT', `/api/users/${member.id}`, member, {
      fullName,
      email,
      phoneNumber,
      address,
      avatarUrl,
    });
    expect(answer.status).toBe(200);
  };
  const sweeps = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('removes what nothing uses once a day old, keeps avatars, article and slide images', async () => {
    const avatar = await upload(member);
    const inText = await upload(admin);
    const picture = await upload(admin);
    const onSlide = await upload(admin);
    const unused = await upload(member);
    const staffUnused = await upload(admin);
    await setAvatar(avatar);
    const article = await callApi(server, 'POST', '/api/admin/news', admin, {
      title: 'Ảnh trong bài',
      content: `<p>Xem ảnh:</p><p><img src="${inText}" alt="biểu đồ"></p>`,
      // A full address counts as well as a path.
      imageUrl: `https://maplebridge.example${picture}`,
    });
    expect(article.status).toBe(200);
    const slide = await callApi(server, 'POST', '/api/admin/slides', admin, {
      title: 'Banner',
      imageURL: onSlide,
      externalLink: 'https://www.canada.ca/',
    });
    expect(slide.status).toBe(200);

    // A few sweeps while everything is new: nothing goes.
    await sweeps();
    for (const url of [avatar, inText, picture, onSlide, unused, staffUnused])
      expect(await stateOf(url)).toBe('kept');

    clock += 25 * HOUR;
    await expect.poll(() => stateOf(unused), { timeout: 5_000 }).toBe('gone');
    await expect.poll(() => stateOf(staffUnused), { timeout: 5_000 }).toBe('gone');
    for (const url of [avatar, inText, picture, onSlide]) expect(await stateOf(url)).toBe('kept');

    // A new avatar: the old one is used no more, and old enough to go at the next sweep. The clock
    // is back at today while the new one is uploaded and set: a day ahead, a sweep in between takes it.
    clock = Date.now();
    const next = await upload(member);
    await setAvatar(next);
    clock += 25 * HOUR;
    await expect.poll(() => stateOf(avatar), { timeout: 5_000 }).toBe('gone');
    expect(await stateOf(next)).toBe('kept');
    expect((await callApi(server, 'GET', '/api/users/me/export', member)).body.data.images).toHaveLength(1);
  });
});

/**
 * Several replicas sweep at once: each image is removed by one of them, none twice, no error. On
 * PostgreSQL the two sweepers have their own connection pools, as two servers would.
 */
describe.each(DATABASE_KINDS)('sweeping from two replicas at once on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      imageSweep: { unusedMaxAgeMs: HOUR, intervalMs: HOUR, firstAfterMs: HOUR },
    });
  });
  afterAll(() => server.close());

  it('removes each unused image once', async () => {
    const owner = await signUpMember(server);
    const uploadsDir = makeTempDir('mb-sweep-');
    const repository = createImagesRepository(server.database.db);
    const fileNames = Array.from(
      { length: 450 },
      (_, index) => `${index.toString(16).padStart(32, '0')}.webp`,
    );
    for (const fileName of fileNames) {
      fs.writeFileSync(path.join(uploadsDir, fileName), 'x');
      await repository.create({ ownerId: owner.id, fileName, contentType: 'image/webp', sizeBytes: 1 });
    }
    const other =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: server.config.dataDir })
        : server.database;
    try {
      const replicas = [server.database, other].map((database) =>
        createImagesService(createImagesRepository(database.db), uploadsDir, NO_QUOTA),
      );
      const future = new Date(Date.now() + 60_000);
      const removed = await Promise.all(replicas.map((replica) => replica.sweepUnused(future)));
      expect(removed.reduce((sum, count) => sum + count, 0)).toBe(fileNames.length);
      expect(fs.readdirSync(uploadsDir)).toEqual([]);
      expect(await repository.findByOwner(owner.id)).toEqual([]);
    } finally {
      if (other !== server.database) await other.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
