import { describe, expect, it } from 'vitest';
import { signInPath, toSafeRedirectPath } from './redirect.ts';

describe('toSafeRedirectPath', () => {
  it.each(['/news?page=2', '/crs-tool/result/7', '/'])('keeps the path %s', (path) => {
    expect(toSafeRedirectPath(path)).toBe(path);
  });

  it.each([null, '', 'news', '//evil.example', '/\\evil.example', 'https://evil.example/'])(
    'falls back to / for %s',
    (value) => {
      expect(toSafeRedirectPath(value)).toBe('/');
    },
  );
});

describe('signInPath', () => {
  it('remembers the current page, encoded', () => {
    expect(signInPath('/news?page=2')).toBe('/sign-in?redirectTo=%2Fnews%3Fpage%3D2');
  });
});
