import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { useTestServer } from '#test/use-test-server.ts';

describe('/documents', () => {
  const server = useTestServer('pglite', { documentsUrl: 'https://docs.example.com/folder/42' });

  it('redirects to the configured folder of business documents', async () => {
    const response = await server.request('/documents', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://docs.example.com/folder/42');
  });
});

describe('DOCUMENTS_URL', () => {
  it('has a default and takes only an https address', () => {
    expect(loadConfig({}).documentsUrl).toMatch(/^https:\/\//);
    expect(loadConfig({ DOCUMENTS_URL: 'https://docs.example.com/x' }).documentsUrl).toBe(
      'https://docs.example.com/x',
    );
    expect(() => loadConfig({ DOCUMENTS_URL: 'http://docs.example.com/x' })).toThrow(/DOCUMENTS_URL/);
  });
});
