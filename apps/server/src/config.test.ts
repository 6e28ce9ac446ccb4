import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, IRCC_NEWS_FEED_URL, IRCC_ROUNDS_URL, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    // Development answers this machine only; HOST=0.0.0.0 opens it to the network.
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiDocs).toBe(true);
    expect(config.uploadQuota).toEqual({ images: 50, bytes: 100 * 1024 * 1024 });
    expect(config.imageSweep.unusedMaxAgeMs).toBe(24 * 3_600_000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwt.expiresIn).toBe('7d');
    expect(config.mail.transport).toBe('outbox');
    expect(config.ai.provider).toBe('offline');
    expect(config.corsOrigins).toEqual([]);
    expect(config.seedDemoContent).toBe(true);
    expect(config.logLevel).toBe('info');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/mb',
      DATABASE_URL: 'postgres://u@db:5432/app',
      JWT_SECRET: 'x'.repeat(32),
      JWT_EXPIRES_IN: '12h',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'MB <a@b.c>',
      SUPPORT_EMAIL: 'help@example.com',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'k',
      AI_MODEL: 'llama3',
      CRM_URL: 'https://crm.example.com/leads',
      CRM_KEY: 'c',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'm'.repeat(16),
      API_DOCS: 'false',
      UPLOAD_QUOTA_IMAGES: '20',
      UPLOAD_QUOTA_MB: '2.5',
      UNUSED_IMAGE_MAX_AGE_HOURS: '48',
    });
    expect(config).toMatchObject({
      metricsToken: 'm'.repeat(16),
      apiDocs: false,
      uploadQuota: { images: 20, bytes: 2.5 * 1024 * 1024 },
      imageSweep: { unusedMaxAgeMs: 48 * 3_600_000 },
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/mb',
      databaseUrl: 'postgres://u@db:5432/app',
      jwt: { secret: 'x'.repeat(32), expiresIn: '12h' },
      mail: {
        transport: 'smtp',
        smtpUrl: 'smtp://mail:25',
        from: 'MB <a@b.c>',
        supportEmail: 'help@example.com',
      },
      ai: {
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'k',
        model: 'llama3',
      },
      crm: { url: 'https://crm.example.com/leads', key: 'c' },
      redisUrl: 'redis://127.0.0.1:6379',
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemoContent: false,
      logLevel: 'warn',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_EXPIRES_IN', 'forever'],
    ['MAIL_TRANSPORT', 'pigeon'],
    ['AI_PROVIDER', 'magic'],
    ['REDIS_URL', 'not a url'],
    ['CORS_ORIGINS', 'example.com'],
    ['TRUST_PROXY', 'true; rm -rf'],
    ['SEED_DEMO_CONTENT', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['API_DOCS', 'yes please'],
    ['UPLOAD_QUOTA_IMAGES', '0'],
    ['UPLOAD_QUOTA_MB', 'lots'],
    ['UNUSED_IMAGE_MAX_AGE_HOURS', '-1'],
    ['DRAWS_FEED_URL', 'ftp://ircc.example/rounds.json'],
    ['DRAWS_SYNC_INTERVAL', '10'],
    ['NEWS_FEEDS', 'https://a.example/feed, file:///etc/passwd'],
    ['NEWS_FEEDS', ' , '],
    ['NEWS_SYNC_INTERVAL', 'hourly'],
  ])('rejects %s=%s and names the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('never echoes a secret-looking value in its message', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://user:hunter2@host/db' });
    expect(problem).not.toContain('hunter2');
  });

  it('requires JWT_SECRET, SMTP_URL and METRICS_TOKEN in production, and closes what is open in development', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'JWT_SECRET',
      'METRICS_TOKEN',
      'SMTP_URL',
    ]);
    expect(problems.find((problem) => problem.startsWith('METRICS_TOKEN'))).toContain('NODE_ENV=production');
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://m' };
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(16) })).toMatchObject({
      seedDemoContent: false,
      mail: { transport: 'smtp' },
      // A container's port is published from all of its interfaces.
      host: '0.0.0.0',
      apiDocs: false,
    });
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(16), API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('imports IRCC’s rounds and news on a schedule in production only, unless told otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'm'.repeat(16) };
    const productionSync = loadConfig({ ...production, MAIL_TRANSPORT: 'outbox' }).sync;
    expect(productionSync.draws).toEqual({ urls: [IRCC_ROUNDS_URL], intervalMs: 3_600_000 });
    expect(productionSync.news).toEqual({ urls: [IRCC_NEWS_FEED_URL], intervalMs: 3_600_000 });
    const off = loadConfig({
      ...production,
      MAIL_TRANSPORT: 'outbox',
      DRAWS_FEED_URL: 'off',
      NEWS_FEEDS: 'off',
    });
    expect([off.sync.draws.urls, off.sync.news.urls]).toEqual([[], []]);
    expect(loadConfig({}).sync).toMatchObject({ draws: { urls: [] }, news: { urls: [] } });
    expect(
      loadConfig({
        DRAWS_FEED_URL: 'http://127.0.0.1:9000/rounds.json',
        DRAWS_SYNC_INTERVAL: '600',
        NEWS_FEEDS: 'https://a.example/feed.xml, http://b.example/rss',
        NEWS_SYNC_INTERVAL: '7200',
      }).sync,
    ).toMatchObject({
      draws: { urls: ['http://127.0.0.1:9000/rounds.json'], intervalMs: 600_000 },
      news: { urls: ['https://a.example/feed.xml', 'http://b.example/rss'], intervalMs: 7_200_000 },
    });
  });

  it('requires the endpoint and model of an OpenAI-compatible provider', () => {
    const problems = problemsOf({ AI_PROVIDER: 'openai-compatible' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'AI_MODEL']);
  });
});
