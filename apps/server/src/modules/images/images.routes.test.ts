import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, PNG, WEBP } from '#test/images.ts';
import { DATABASE_KINDS, readJson, startTestServer, type TestServer } from '#test/test-server.ts';

describe.each(DATABASE_KINDS)('images on %s', (kind) => {
  let server: TestServer;
  let sequence = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function signUp() {
    sequence++;
    const member = {
      email: `img${sequence}@example.com`,
      phoneNumber: `07${String(30_000_000 + sequence).padStart(8, '0')}`,
      fullName: 'Phạm Thu Hà',
      password: 'Maple2026!',
      isAccepted: true,
    };
    const json = { 'content-type': 'application/json' };
    await server.request('/api/auth/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(member),
    });
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ loginIdentifier: member.email, password: member.password }),
    });
    return (await readJson(login)).token as string;
  }
  const upload = (token: string | null, bytes: Buffer, fileName = 'avatar.png') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), fileName);
    return server.request('/api/images/upload', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  const remove = (token: string, query: string) =>
    server.request(`/api/images/delete-by-url?${query}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

  async function served(downloadUrl: string) {
    const image = await server.request(downloadUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    return sharp(Buffer.from(await image.arrayBuffer())).metadata();
  }

  it.each([
    ['PNG', PNG, 1, 1],
    ['JPEG', JPEG, 2, 2],
    ['WebP', WEBP, 1, 1],
  ])('stores a %s as WebP under an unguessable name, the same picture', async (_, bytes, width, height) => {
    const token = await signUp();
    const response = await upload(token, bytes, 'photo.bin');
    expect(response.status).toBe(200);
    const { downloadUrl } = (await readJson(response)).data;
    expect(downloadUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);
    expect(await served(downloadUrl)).toMatchObject({ format: 'webp', width, height });
  });

  it('keeps a phone photo at most 1600 px wide, upright, and without its metadata', async () => {
    // 3000×2000 as stored, turned a quarter by its EXIF orientation: 2000×3000 as seen.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c8102e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Phạm Thu Hà', Make: 'PhoneMaker' } })
      .toBuffer();
    const response = await upload(await signUp(), photo, 'IMG_0001.jpg');
    expect(response.status).toBe(200);
    const image = await served((await readJson(response)).data.downloadUrl);
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    expect(image.exif).toBeUndefined();
    expect(image.orientation).toBeUndefined();
  });

  it('refuses an image over 50 megapixels by its header, before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const frame = Buffer.alloc(8);
      frame.writeUInt32BE(data.length, 0);
      frame.writeUInt32BE(crc32(body), 4);
      return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    header.set([8, 2], 8);
    // A valid start of a 10,000 × 10,000 picture, 100 megapixels, in a file of a few dozen bytes.
    const huge = Buffer.concat([
      PNG.subarray(0, 8),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const answer = await upload(await signUp(), huge, 'huge.png');
    expect(answer.status).toBe(400);
    expect((await readJson(answer)).data.code).toBe('images.tooManyPixels');
  });

  it('refuses a text file named .png, a missing file, and a file over 5 MB', async () => {
    const token = await signUp();
    const renamed = await upload(token, Buffer.from('just some text, not an image'), 'avatar.png');
    expect(renamed.status).toBe(400);
    expect((await readJson(renamed)).data.code).toBe('images.unsupportedType');
    const noFile = await server.request('/api/images/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    expect((await readJson(noFile)).data.code).toBe('images.missingFile');
    const huge = await upload(token, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect((await readJson(huge)).data.code).toBe('request.tooLarge');
  });

  it.each([
    [
      'a PNG signature before a web page',
      Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]),
    ],
    ['a PNG cut short', PNG.subarray(0, PNG.length - 12)],
    ['a JPEG start before text', Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(64, 0x41)])],
    ['a WebP header longer than the file', Buffer.concat([WEBP.subarray(0, 16), Buffer.alloc(8, 0xff)])],
  ])('refuses %s', async (_label, bytes) => {
    const answer = await upload(await signUp(), bytes, 'photo.png');
    expect(answer.status).toBe(400);
    expect((await readJson(answer)).data.code).toBe('images.unsupportedType');
  });

  it('needs a session to upload', async () => {
    expect((await upload(null, PNG)).status).toBe(401);
  });

  it('lets only the owner delete an image, by URL, in both query forms', async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const first = (await readJson(await upload(owner, PNG))).data.downloadUrl as string;
    const forbidden = await remove(other, `url=${encodeURIComponent(first)}`);
    expect(forbidden.status).toBe(403);
    expect((await remove(owner, `url=${encodeURIComponent(`http://localhost:8080${first}`)}`)).status).toBe(
      200,
    );
    expect((await server.request(first)).status).toBe(404);

    const second = (await readJson(await upload(owner, JPEG))).data.downloadUrl as string;
    expect((await remove(owner, encodeURIComponent(second))).status).toBe(200);
    expect((await remove(owner, encodeURIComponent(second))).status).toBe(404);
    expect((await server.request('/api/images/..%2F..%2Fjwt-secret')).status).toBe(404);
  });

  it("exports a member's data, and deletes the account with its uploads once the password confirms it", async () => {
    const token = await signUp();
    const url = (await readJson(await upload(token, PNG))).data.downloadUrl as string;
    const exported = await server.request('/api/users/me/export', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const { data } = await readJson(exported);
    expect(data.user.fullName).toBe('Phạm Thu Hà');
    expect(data.images).toEqual([expect.objectContaining({ url, contentType: 'image/webp' })]);

    const deleteAccount = (password: string) =>
      server.request('/api/users/me', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    expect((await deleteAccount('Wrong2026!')).status).toBe(400);
    expect((await deleteAccount('Maple2026!')).status).toBe(200);
    expect(
      (await server.request('/api/users/jwt', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await server.request(url)).status).toBe(404);
  });
});
