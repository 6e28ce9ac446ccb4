import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './staff.ts';

/** An English article the admin publishes through the API; its id. */
export async function publishArticle(
  request: APIRequestContext,
  title: string,
  previewContent = 'Published during the end-to-end test.',
): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { loginIdentifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = await login.json();
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
