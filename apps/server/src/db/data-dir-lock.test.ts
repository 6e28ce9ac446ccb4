import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-server.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = makeTempDir();
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the lock', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another MapleBridge process/);
    lock.release();
    lockDataDir(dir).release();
  });

  it('creates a data dir that does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'maplebridge.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'maplebridge.lock'))).toBe(false);
  });

  it('takes over a lock left behind by a process that died', () => {
    const dir = tempDir();
    // Pid 2^22 is above Linux's default pid_max, so no live process has it.
    fs.writeFileSync(path.join(dir, 'maplebridge.lock'), String(2 ** 22));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'maplebridge.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
