import { type APIRequestContext, expect } from '@playwright/test';
import { adminSessionOfRun } from './staff.ts';

/** An English article the admin publishes through the API; its id. */
export async function publishArticle(
  request: APIRequestContext,
  title: string,
  previewContent = 'Published during the end-to-end test.',
): Promise<string> {
  const { token } = await adminSessionOfRun(request);
  const created = await request.post('/api/admin/news', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      previewContent,
      content: '<p>Published during the end-to-end test.</p>',
      imageUrl: '/content/news/draws.svg',
      author: 'MapleBridge',
      language: 'en',
      isPublished: true,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).data.id;
}
