import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, uploadImage } from '#test/images.ts';
import { signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '#test/test-server.ts';

/** 3 images or 2 KB per member here (50 images or 100 MB by default): a 1×1 PNG fits, a photo does not. */
const QUOTA = { images: 3, bytes: 2048 };

/**
 * Issue 18, point 10: what one member may keep uploaded. Past either limit an upload is refused with
 * a 429 envelope that says which, and leaves no file; deleting an image makes room again. Concurrent
 * uploads cannot slip past the count together, and staff uploading article images are not counted.
 */
describe.each(DATABASE_KINDS)('the upload quota on %s', (kind) => {
  let server: TestServer;
  let uploadsDir: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      uploadQuota: QUOTA,
      rateLimit: { max: 1e9, timeWindowMs: 60_000, redisNamespace: 'quota:' },
    });
    uploadsDir = path.join(server.config.dataDir, 'uploads');
  });
  afterAll(() => server.close());

  const upload = (who: TestMember, bytes = PNG) => uploadImage(server, who, bytes);
  const filesOnDisk = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).length : 0);
  const imagesOf = async (who: TestMember) =>
    (await server.answer('/api/users/me/export', { headers: who.auth })).body.data.images as Array<{
      url: string;
    }>;

  it('refuses the image past the count with a 429 envelope, until one is deleted', async () => {
    const member = await signUpMember(server);
    for (let i = 0; i < QUOTA.images; i++) expect((await upload(member)).status).toBe(200);
    const before = filesOnDisk();
    const refused = await upload(member);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 429,
      actionName: 'images.upload',
      data: { code: 'images.quotaExceeded' },
      message: expect.stringContaining('3 images'),
    });
    expect(filesOnDisk()).toBe(before);
    expect(await imagesOf(member)).toHaveLength(QUOTA.images);

    const [first] = await imagesOf(member);
    const deleted = await server.request(
      `/api/images/delete-by-url?url=${encodeURIComponent(first?.url ?? '')}`,
      {
        method: 'DELETE',
        headers: member.auth,
      },
    );
    expect(deleted.status).toBe(200);
    expect((await upload(member)).status).toBe(200);
  });

  it('refuses the image that would pass the size, naming it', async () => {
    const member = await signUpMember(server);
    // Noise does not compress: its WebP is far over 2 KB.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 64 * 64 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 64, height: 64, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const refused = await upload(member, noise);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      data: { code: 'images.quotaExceeded' },
      message: expect.stringContaining('KB'),
    });
    expect(await imagesOf(member)).toHaveLength(0);
    expect((await upload(member)).status).toBe(200);
  });

  it('lets no more than the quota through when uploads race', async () => {
    const member = await signUpMember(server);
    const before = filesOnDisk();
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(member)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await imagesOf(member)).toHaveLength(QUOTA.images);
    expect(filesOnDisk()).toBe(before + QUOTA.images);
  });

  it('does not count the images staff upload for articles and slides', async () => {
    const admin = await signUpMember(server, { admin: true });
    for (let i = 0; i < QUOTA.images + 2; i++) expect((await upload(admin)).status).toBe(200);
  });
});
