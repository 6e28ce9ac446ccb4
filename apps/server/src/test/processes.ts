import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { countEach } from './crm-stand-in.ts';
import { makeTempDir } from './test-server.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface Started {
  child: ChildProcess;
  url: Promise<string>;
  exited: Promise<{ code: number | null; stderr: string }>;
  /** What the server has logged so far (pino's JSON lines). */
  logs(): string;
}

/** Starts the real entry point, as `npm start` does, on a free port. */
export function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`server exited before listening: ${stderr}`)));
  });
  url.catch(() => {});
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  return { child, url, exited, logs: () => stdout };
}

/**
 * What a test file starts and makes, undone in reverse by `cleanUp` (its afterAll): `start` runs
 * main.ts and kills it (SIGKILL) if it still runs then; `defer` adds any other cleanup.
 */
export function trackProcesses() {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const defer = (cleanup: () => Promise<unknown> | unknown) => {
    cleanups.push(cleanup);
  };
  return {
    defer,
    start(env: Record<string, string>): Started {
      const started = startMain(env);
      defer(() => {
        if (started.child.exitCode === null) started.child.kill('SIGKILL');
      });
      return started;
    },
    async cleanUp() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    },
  };
}

/**
 * The time a test of a CLI gets: each run starts the server's modules and PGlite in a process of its
 * own, a few seconds alone and several times that on CI's two busy cores (once 51 s for five runs).
 */
export const CLI_TEST_TIMEOUT_MS = 120_000;

/**
 * A server CLI (`npm run …`) on a data dir of its own, removed after the tests of the describe block
 * that calls this: `run(...args)` runs the script once, to its end, and answers its status and output.
 */
export function cliOnTempData(cli: string, dirPrefix: string) {
  const dataDir = makeTempDir(dirPrefix);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
  return { dataDir, run };
}

/**
 * A real SMTP server in its own process; resolves its port and collects the messages it receives.
 * `dataDelayMs` makes it answer each message that much later (a slow server).
 */
export async function startSmtpSink(wantedPort = 0, { dataDelayMs = 0 } = {}) {
  const received: Array<{ to: string[]; raw: string }> = [];
  const sink = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'smtp-sink.ts'),
      String(wantedPort),
      String(dataDelayMs),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve) => {
    let buffer = '';
    sink.stdout?.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('LISTENING ')) resolve(Number(line.slice(10)));
        else if (line.trim()) received.push(JSON.parse(line));
      }
    });
  });
  return {
    sink,
    port,
    received,
    /** How many times each Message-ID was received. */
    countByMessageId: () => countEach(received.map((mail) => messageIdOf(mail.raw))),
  };
}

/** A raw message's Message-ID header (folded lines joined), or '' when it has none. */
export function messageIdOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return /^message-id:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
}
