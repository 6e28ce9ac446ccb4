import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** An empty variable (`PORT=`) means "unset", as in most twelve-factor apps. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
});

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })));

/** IRCC's public rounds of invitations, the file its rounds page reads. */
export const IRCC_ROUNDS_URL = 'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json';
/** IRCC's news releases as Atom, from the Government of Canada news API. */
export const IRCC_NEWS_FEED_URL =
  'https://api.io.canada.ca/io-server/gc/news/en/v2?dept=departmentofcitizenshipandimmigration&type=newsreleases&sort=publishedDate&orderBy=desc&pick=50&format=atom&atomtitle=Immigration,%20Refugees%20and%20Citizenship%20Canada%20-%20News%20Releases';

const feedUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, or off' });
/** `off` turns a scheduled import off where it is on by default (production). */
const feedUrls = z.union([
  z.literal('off').transform((): string[] => []),
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(feedUrl).min(1, 'must name at least one http(s) URL, or be off')),
]);
const syncInterval = z.coerce
  .number()
  .int('must be a whole number of seconds')
  .min(60, 'must be at least 60 seconds')
  .max(7 * 86_400, 'must be at most 7 days');

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(8080),
    HOST: optional(z.string().min(1)),
    DATA_DIR: optional(z.string().min(1)).default('./data'),
    DATABASE_URL: optional(postgresUrl),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    JWT_EXPIRES_IN: optional(z.string().regex(/^\d+[smhdw]$/, 'must look like 7d, 12h or 30m')).default('7d'),
    MAIL_TRANSPORT: optional(z.enum(['outbox', 'smtp'])),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: optional(z.string().min(3)).default('MapleBridge <no-reply@maplebridge.local>'),
    SUPPORT_EMAIL: optional(z.email()).default('support@maplebridge.local'),
    DOCUMENTS_URL: optional(z.url({ protocol: /^https$/, error: 'must be an https URL' })).default(
      'https://drive.google.com/drive/folders/maplebridge-business-documents',
    ),
    AI_PROVIDER: optional(z.enum(['offline', 'openai-compatible'])).default('offline'),
    AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    AI_API_KEY: optional(z.string()),
    AI_MODEL: optional(z.string().min(1)),
    AI_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(20_000),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    API_DOCS: optional(booleanString),
    UPLOAD_QUOTA_IMAGES: optional(z.coerce.number().int().min(1).max(1_000_000)).default(50),
    UPLOAD_QUOTA_MB: optional(z.coerce.number().min(0.01).max(1_000_000)).default(100),
    UNUSED_IMAGE_MAX_AGE_HOURS: optional(
      z.coerce
        .number()
        .min(0.01)
        .max(24 * 365),
    ).default(24),
    CRM_URL: optional(z.url({ protocol: /^https?$/ })),
    CRM_KEY: optional(z.string()),
    OUTBOX_LEASE_SECONDS: optional(z.coerce.number().int().min(1).max(3_600)).default(20),
    DRAWS_FEED_URL: optional(
      z.union([z.literal('off').transform((): string[] => []), feedUrl.transform((url) => [url])]),
    ),
    DRAWS_SYNC_INTERVAL: optional(syncInterval).default(3_600),
    NEWS_FEEDS: optional(feedUrls),
    NEWS_SYNC_INTERVAL: optional(syncInterval).default(3_600),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    CORS_ORIGINS: optional(origins).default([]),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    TRUST_PROXY: optional(
      z
        .string()
        .regex(/^[0-9a-fA-F.:/,\s]+$/, 'must be a comma-separated list of proxy IP addresses or CIDR ranges'),
    ),
    SEED_DEMO_CONTENT: optional(booleanString),
    SEED_NOTICES: optional(booleanString),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default(
      'info',
    ),
    LOG_REQUESTS: optional(
      z.coerce.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1'),
    ).default(1),
  })
  .superRefine((env, ctx) => {
    const isProduction = env.NODE_ENV === 'production';
    for (const name of ['JWT_SECRET', 'METRICS_TOKEN'] as const) {
      if (isProduction && !env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    }
    if ((env.MAIL_TRANSPORT ?? (isProduction ? 'smtp' : 'outbox')) === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when mail goes over SMTP' });
    }
    if (env.AI_PROVIDER === 'openai-compatible') {
      for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required for AI_PROVIDER=openai-compatible',
          });
      }
    }
  });

export type Env = Record<string, string | undefined>;

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment once; every later setting comes from the object this returns. */
export function loadConfig(env: Env = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${String(issue.path[0])}: ${issue.message} (got ${describeValue(env, issue.path)})`,
      ),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  /** A scheduled import's feeds as set, else IRCC's in production and none elsewhere. */
  const feedsOr = (set: string[] | undefined, production: string[]) =>
    set ?? (isProduction ? production : []);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    /** This machine only in development; every interface in production, where a container publishes it. */
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwt: { secret: e.JWT_SECRET, expiresIn: e.JWT_EXPIRES_IN },
    mail: {
      transport: e.MAIL_TRANSPORT ?? (isProduction ? 'smtp' : 'outbox'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
    },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    crm: { url: e.CRM_URL, key: e.CRM_KEY },
    metricsToken: e.METRICS_TOKEN,
    /** The API's OpenAPI document and its browser at /api/docs. */
    apiDocs: e.API_DOCS ?? !isProduction,
    /** What one member may keep uploaded (staff are not counted): this many images, this many bytes. */
    uploadQuota: { images: e.UPLOAD_QUOTA_IMAGES, bytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024) },
    /**
     * Uploaded images that no profile, article or slide uses are deleted once older than
     * `unusedMaxAgeMs`; every replica looks every `intervalMs` (the first time `firstAfterMs` after start).
     */
    imageSweep: {
      unusedMaxAgeMs: Math.round(e.UNUSED_IMAGE_MAX_AGE_HOURS * 3_600_000),
      intervalMs: 3_600_000,
      firstAfterMs: 60_000,
    },
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS,
    /** The shared folder of business documents the footer's link opens (through `/documents`). */
    documentsUrl: e.DOCUMENTS_URL,
    /**
     * The site's address (`https://maplebridge.vn`) for canonical links, shared links and the sitemap.
     * Unset: in development the request's own, in production none (a Host header is the client's to
     * choose), so pages then carry no absolute link and there is no sitemap.
     */
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    /** The load balancers whose X-Forwarded-For names the client: per-IP budgets count clients, not them. */
    trustProxy:
      e.TRUST_PROXY?.split(',')
        .map((address) => address.trim())
        .filter(Boolean) ?? [],
    seedDemoContent: e.SEED_DEMO_CONTENT ?? !isProduction,
    /**
     * The site notice of the CRS change reported for 2026-11-03 (modules/notices), added once. Off
     * under NODE_ENV=test, so browser tests and Lighthouse start with no notice under the header.
     */
    seedNotices: e.SEED_NOTICES ?? e.NODE_ENV !== 'test',
    logLevel: e.LOG_LEVEL,
    /** The share of requests whose per-request log lines are kept; failed ones always are. */
    requestLogSample: e.LOG_REQUESTS,
    // Not environment variables: fixed limits that tests and benchmarks may override.
    bodyLimitBytes: 1024 * 1024,
    rateLimit: { max: 300, timeWindowMs: 60_000, redisNamespace: 'mb-rate-limit:' },
    /** Brute-force guards on sign-in and one-time codes, per 15 minutes. */
    authLimits: { windowMs: 15 * 60_000, loginPerIdentifier: 10, loginPerIp: 30, codesPerIp: 30 },
    /**
     * Articles in one sitemap file. A file holds at most 50,000 addresses and each article has one
     * per language; past this many, sitemap.xml becomes an index of numbered files.
     */
    sitemapArticles: 20_000,
    webDistDir: path.resolve(srcDir, '../../web/dist'),
    localesDir: path.resolve(srcDir, '../../web/src/locales'),
    contentDir: path.resolve(srcDir, '../content'),
    knowledgeDir: path.resolve(srcDir, '../knowledge'),
    /** Questions to the assistant per minute: each one may cost a model call. */
    chatLimits: { windowMs: 60_000, visitor: 10, member: 30 },
    /** The offline assistant's answer arrives in parts this far apart, as if typed. */
    chatPaceMs: 15,
    /** Contact messages per 15 minutes, per IP and per e-mail address. */
    contactLimits: { windowMs: 15 * 60_000, perIp: 10, perEmail: 5 },
    /**
     * Outbox deliveries (mails, CRM leads): 2 s, 4 s, 8 s … up to an hour between tries, for about a
     * day. A claimed job is leased `OUTBOX_LEASE_SECONDS`, renewed every third of it while it is
     * delivered; `lanes` deliveries of each kind run at once in each process.
     */
    jobs: {
      baseDelayMs: 2_000,
      maxDelayMs: 3_600_000,
      maxAttempts: 30,
      leaseSeconds: e.OUTBOX_LEASE_SECONDS,
      lanes: 2,
    },
    /**
     * The scheduled imports (modules/sync): IRCC's rounds and the news feeds, by default only in
     * production. Every replica looks every `tickMs`; one takes a due job's lease (`leaseMs`, longer
     * than any run) and runs it. A feed gets `fetchTimeoutMs` to answer in full and `maxBytes`; a
     * failed run is tried again after 1 min, 2 min, 4 min … up to `retryMaxMs`.
     */
    sync: {
      draws: {
        urls: feedsOr(e.DRAWS_FEED_URL, [IRCC_ROUNDS_URL]),
        intervalMs: e.DRAWS_SYNC_INTERVAL * 1_000,
      },
      news: { urls: feedsOr(e.NEWS_FEEDS, [IRCC_NEWS_FEED_URL]), intervalMs: e.NEWS_SYNC_INTERVAL * 1_000 },
      tickMs: 30_000,
      leaseMs: 5 * 60_000,
      fetchTimeoutMs: 20_000,
      maxBytes: 10 * 1024 * 1024,
      retryBaseMs: 60_000,
      retryMaxMs: 6 * 3_600_000,
    },
    /** SIGTERM: the longest wait for in-flight requests, the workers and the database to finish. */
    shutdownGraceMs: 10_000,
    /** SIGTERM: the listener stays open until no connection arrived for `quietMs` (plugins/graceful-shutdown.ts). */
    shutdownDrain: { quietMs: 300, maxListenMs: 3_000 },
    /**
     * PostgreSQL only: how long to wait for a connection, and for a query's answer on a connection
     * that went silent (a network cut), before the request answers 503 instead of hanging.
     */
    databaseTimeouts: { connectMs: 5_000, queryMs: 15_000 },
  };
}

function describeValue(env: Env, issuePath: PropertyKey[]) {
  const name = issuePath[0];
  if (typeof name !== 'string' || env[name] === undefined) return 'nothing';
  return /SECRET|KEY|URL/.test(name) ? 'a hidden value' : JSON.stringify(env[name]);
}
