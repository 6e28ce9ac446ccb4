import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicReads, PUBLIC_READ_TTL_MS } from './public-reads.ts';
import { callApi, signUpMember, type TestMember } from './test/members.ts';
import {
  DATABASE_KINDS,
  type JsonBody,
  readJson,
  startTestServer,
  type TestServer,
} from './test/test-server.ts';

describe('public reads', () => {
  const counting = () => {
    let reads = 0;
    return { load: async () => ++reads, reads: () => reads };
  };

  it('reads once per moment, shared by readers asking at the same time', async () => {
    let now = 0;
    const cache = createPublicReads({ clock: () => now });
    const source = counting();
    expect(await Promise.all([cache.read('a', source.load), cache.read('a', source.load)])).toEqual([1, 1]);
    now = PUBLIC_READ_TTL_MS;
    expect(await cache.read('a', source.load)).toBe(1);
    now = PUBLIC_READ_TTL_MS + 1;
    expect(await cache.read('a', source.load)).toBe(2);
    expect(await cache.read('b', source.load)).toBe(3);
  });

  it('reads again after clear, and keeps no failed read', async () => {
    const cache = createPublicReads({ clock: () => 0 });
    const source = counting();
    await cache.read('a', source.load);
    cache.clear();
    expect(await cache.read('a', source.load)).toBe(2);
    await expect(cache.read('b', () => Promise.reject(new Error('database away')))).rejects.toThrow('away');
    await Promise.resolve();
    expect(await cache.read('b', source.load)).toBe(3);
  });

  it('keeps at most a thousand answers, dropping the oldest', async () => {
    const cache = createPublicReads({ clock: () => 0 });
    const source = counting();
    for (let index = 0; index <= 1000; index += 1) await cache.read(`search ${index}`, source.load);
    expect(await cache.read('search 1000', source.load)).toBe(1001);
    expect(await cache.read('search 0', source.load)).toBe(1002);
  });
});

describe.each(DATABASE_KINDS)('what visitors see after staff change it, on %s', (kind) => {
  let server: TestServer;
  let admin: TestMember;
  const visitorTitles = async () => {
    const response = await server.request('/api/news?PageNumber=1&PageSize=10&isPublished=true');
    return (await readJson(response)).data.items.map((item: JsonBody) => item.title);
  };
  const tagNames = async () =>
    (await readJson(await server.request('/api/tags'))).data.items.map((tag: JsonBody) => tag.name);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signUpMember(server, { admin: true });
  });
  afterAll(() => server.close());

  it('shows a new article and a new tag at once, though the lists were just read', async () => {
    expect(await visitorTitles()).toEqual([]);
    expect(await tagNames()).not.toContain('french');
    const tag = await callApi(server, 'POST', '/api/admin/tags', admin, {
      name: 'french',
      descriptionVN: 'Tiếng Pháp',
      descriptionEN: 'French',
    });
    expect(tag.status).toBe(200);
    expect(await tagNames()).toContain('french');
    const created = await callApi(server, 'POST', '/api/admin/news', admin, {
      title: 'Đợt mời tiếng Pháp',
      previewContent: 'Tóm tắt',
      content: '<p>Nội dung</p>',
      imageUrl: '/content/news/express-entry.svg',
      author: 'MapleBridge',
      language: 'vi',
      isPublished: true,
      tags: [tag.body.data.id],
    });
    expect(created.status).toBe(200);
    expect(await visitorTitles()).toEqual(['Đợt mời tiếng Pháp']);
  });
});
