import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildState } from './build-freshness.mjs';

describe('buildState', () => {
  let root: string;
  const stamp = () => path.join(root, 'apps/web/.build-complete');
  const write = (file: string, secondsAgo: number) => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file);
    const at = new Date(Date.now() - secondsAgo * 1000);
    fs.utimesSync(target, at, at);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
    write('apps/web/src/main.tsx', 60);
    write('packages/crs/src/index.ts', 60);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is missing without the stamp the build writes last', () => {
    expect(buildState(root, stamp())).toBe('missing');
  });

  it('is current when every source is older than the stamp', () => {
    write('apps/web/.build-complete', 10);
    expect(buildState(root, stamp())).toBe('current');
  });

  it('is stale when a web or engine source changed after the build', () => {
    write('apps/web/.build-complete', 10);
    write('packages/crs/src/score-profile.ts', 1);
    expect(buildState(root, stamp())).toBe('stale');
  });

  it('ignores tests and files outside the build sources', () => {
    write('apps/web/.build-complete', 10);
    write('apps/web/src/app.test.tsx', 1);
    write('apps/server/src/main.ts', 1);
    expect(buildState(root, stamp())).toBe('current');
  });
});
