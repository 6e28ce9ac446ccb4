import fs from 'node:fs';
import path from 'node:path';
import { E2E_SECRETS } from './support/secrets.ts';
import { expect, test } from './support/test.ts';

/** Every script and style the pages load: what a visitor's browser receives. */
async function assetsOf(request: import('@playwright/test').APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text();
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  return { html, urls };
}

test('no server secret reaches the browser: not in the pages, the scripts or the API answers', async ({
  page,
  request,
}) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|json|html|css|text/.test(type)) seen.push(await response.text().catch(() => ''));
  });
  // Pages that load the most code: the home page, the quiz, the assistant (answers stream from the server).
  for (const path of ['/', '/crs-tool/quiz', '/chat-ai', '/news', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const { html, urls } = await assetsOf(request, '/');
  expect(urls.length).toBeGreaterThan(0);
  const scripts = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
  const everything = [html, ...scripts, ...seen].join('\n');
  for (const [name, value] of Object.entries(E2E_SECRETS)) {
    expect(everything.includes(value), `${name} leaked`).toBe(false);
  }
});

test('no built file of the web app holds a server secret, lazy chunks included', () => {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  for (const file of files) {
    const text = fs.readFileSync(file, 'latin1');
    for (const [name, value] of Object.entries(E2E_SECRETS)) {
      expect(text.includes(value), `${name} in ${path.relative(dist, file)}`).toBe(false);
    }
  }
});
