import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { registerAuditLog } from './modules/audit/audit-log.ts';
import { createSecurityLog } from './modules/audit/security-log.ts';
import { registerAdminGuard } from './modules/auth/admin-guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerMemberGuard } from './modules/auth/member-guard.ts';
import { createOneTimeCodesRepository } from './modules/auth/one-time-codes.repository.ts';
import { createOneTimeCodeService } from './modules/auth/one-time-codes.service.ts';
import { createPasswordAttempts } from './modules/auth/password-attempts.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChat } from './modules/chat/create-chat.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createCrmClient } from './modules/contact/crm-client.ts';
import { crsRoutes } from './modules/crs/crs.routes.ts';
import { createCrsService } from './modules/crs/crs.service.ts';
import { createCrsResultsRepository } from './modules/crs/crs-results.repository.ts';
import { createDrawAlerts } from './modules/draws/draw-alerts.ts';
import { createDrawsRepository } from './modules/draws/draws.repository.ts';
import { drawsRoutes } from './modules/draws/draws.routes.ts';
import { createDrawsService } from './modules/draws/draws.service.ts';
import { seedDraws } from './modules/draws/draws-data.ts';
import { createDrawsSummary } from './modules/draws/draws-summary.ts';
import { eligibilityRoutes } from './modules/eligibility/eligibility.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { startImageSweep } from './modules/images/image-sweep.ts';
import { createImagesRepository } from './modules/images/images.repository.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { createOutboxRepository } from './modules/jobs/outbox.repository.ts';
import { addOutboxDepth } from './modules/jobs/outbox-depth.ts';
import { startOutboxWorker } from './modules/jobs/outbox-worker.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes.ts';
import { createMailJob } from './modules/mail/mail-job.ts';
import { createOutboxTransport, createSmtpTransport } from './modules/mail/mail-transport.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createMembersRepository } from './modules/members/members.repository.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { seedDemoContent } from './modules/news/demo-content.ts';
import { createNewsRepository } from './modules/news/news.repository.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { occupationsRoutes } from './modules/occupations/occupations.routes.ts';
import { createSlidesRepository } from './modules/slides/slides.repository.ts';
import { slidesRoutes } from './modules/slides/slides.routes.ts';
import { createSlidesService } from './modules/slides/slides.service.ts';
import { createTagsRepository } from './modules/tags/tags.repository.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { createTagsService } from './modules/tags/tags.service.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { loadTranslationCatalog } from './modules/translations/translations.service.ts';
import { createAccountService } from './modules/users/account.service.ts';
import { createMemberDataRepository } from './modules/users/member-data.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerGracefulShutdown } from './plugins/graceful-shutdown.ts';
import { serializeError, serializeRequest } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { createPublicReads, registerPublicReadsInvalidation } from './public-reads.ts';
import { resolveJwtSecret } from './secrets.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface AppDependencies {
  /** An already open database; the app closes it when it closes. Opened from `config` when absent. */
  database?: DatabaseHandle;
  /** Where the JSON log lines go (standard output when absent). */
  logDestination?: { write(line: string): void };
  /**
   * The time now, for what the server does by the clock (the image sweep, which rules and rounds are
   * recent); tests move it.
   */
  now?: () => Date;
}

/** Builds the whole server: database first, then external plugins, then our modules. */
export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const database = dependencies.database ?? (await openDatabase(config));
  try {
    return await assembleApp(config, database, dependencies);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assembleApp(
  config: Config,
  database: DatabaseHandle,
  { logDestination, now }: AppDependencies,
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    // While closing, registerGracefulShutdown answers 503 envelopes itself.
    return503OnClosing: false,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that while draining a request is answered before anything else runs.
  registerGracefulShutdown(app, config.shutdownDrain);
  const transport =
    config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
      : createOutboxTransport((fields, message) => app.log.info(fields, message));
  // Codes stay in the outbox only where the dev outbox shows them: never in production.
  const hasDevOutbox = config.mail.transport === 'outbox' && !config.isProduction;
  const outboxRepository = createOutboxRepository(database.db);
  const outboxWorker = startOutboxWorker({
    repository: outboxRepository,
    kinds: {
      mail: createMailJob(transport, { keepsCodes: hasDevOutbox }),
      ...(config.crm.url
        ? { 'crm.lead': createCrmClient({ url: config.crm.url, key: config.crm.key }) }
        : {}),
    },
    policy: config.jobs,
    lanes: config.jobs.lanes,
    onError: (error) => app.log.error({ err: error }, 'outbox worker'),
    onDeliveryFailed: (job, error) =>
      app.log.warn(
        { outboxId: job.id, kind: job.kind, attempts: job.attempts, err: error },
        'delivery failed',
      ),
    onLeaseLost: (job) =>
      app.log.warn(
        { outboxId: job.id, kind: job.kind },
        'delivery outlived its lease: another worker holds it',
      ),
  });
  const images = createImagesService(
    createImagesRepository(database.db),
    path.join(config.dataDir, 'uploads'),
    config.uploadQuota,
  );
  const imageSweep = startImageSweep(images, {
    ...config.imageSweep,
    ...(now ? { now } : {}),
    onSwept: (removed) => app.log.info({ removed }, 'unused images removed'),
    onError: (error) => app.log.error({ err: error }, 'image sweep'),
  });
  // The workers stop (finishing their pass) before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([outboxWorker.stop(), imageSweep.stop()]);
    transport.close();
    await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerCompression(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerBodyParsers(app);
  registerErrorHandler(app);

  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await registerSwagger(app, config.apiDocs);

  const catalog = loadTranslationCatalog(config.localesDir);
  const secret = resolveJwtSecret(config);
  const users = createUsersRepository(database.db);
  const audit = createAuditRepository(database.db);
  const auth = createAuthService({
    users,
    tokens: createTokenService(secret, config.jwt.expiresIn),
    codes: createOneTimeCodeService(createOneTimeCodesRepository(database.db), secret),
    mailer: createMailer(outboxRepository, outboxWorker),
    audit,
  });
  await seedDraws(database.db, config.contentDir);
  if (config.seedDemoContent) await seedDemoContent(database.db, config.contentDir);
  const newsRepository = createNewsRepository(database.db);
  const tagsRepository = createTagsRepository(database.db);
  const notificationsRepository = createNotificationsRepository(database.db);
  const publicReads = createPublicReads();
  const news = createNewsService({
    news: newsRepository,
    tags: tagsRepository,
    notifications: notificationsRepository,
    publicReads,
  });
  const drawsRepository = createDrawsRepository(database.db);
  const drawsSummary = createDrawsSummary(drawsRepository, now ? () => now().getTime() : undefined);
  const drawAlerts = createDrawAlerts(createCrsResultsRepository(database.db), notificationsRepository);
  const securityLog = createSecurityLog(audit);
  const passwordAttempts = createPasswordAttempts(app, config.authLimits, auth.findAccount);
  registerAdminGuard(app, auth, securityLog);
  registerMemberGuard(app, auth);
  registerMetrics(app, { token: config.metricsToken });
  addOutboxDepth(app.metrics, outboxRepository);
  registerAuditLog(app, audit);
  registerPublicReadsInvalidation(app, publicReads);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(translationsRoutes(catalog));
      await api.register(authRoutes(auth, { limits: config.authLimits, passwordAttempts, securityLog }));
      await api.register(
        usersRoutes(
          auth,
          createAccountService(users, images, createMemberDataRepository(database.db)),
          config.authLimits,
          passwordAttempts,
        ),
      );
      await api.register(imagesRoutes(images));
      await api.register(newsRoutes(auth, news));
      await api.register(
        drawsRoutes(
          auth,
          createDrawsService(
            drawsRepository,
            async (added) => {
              drawsSummary.invalidate();
              return drawAlerts(added);
            },
            publicReads,
          ),
        ),
      );
      await api.register(membersRoutes(auth, createMembersRepository(database.db)));
      await api.register(auditRoutes(auth, audit));
      await api.register(
        crsRoutes(
          createCrsService({
            results: createCrsResultsRepository(database.db),
            draws: drawsSummary,
            ...(now ? { now } : {}),
          }),
        ),
      );
      await api.register(occupationsRoutes({ now }));
      await api.register(eligibilityRoutes({ now }));
      await api.register(tagsRoutes(auth, createTagsService(tagsRepository, publicReads)));
      await api.register(
        slidesRoutes(
          auth,
          createSlidesService(createSlidesRepository(database.db), newsRepository, publicReads),
        ),
      );
      await api.register(
        notificationsRoutes(auth, createNotificationsService(notificationsRepository, users)),
      );
      await api.register(
        contactRoutes(
          auth,
          createContactService({
            contact: createContactRepository(database.db),
            outbox: outboxRepository,
            supportEmail: config.mail.supportEmail,
            isCrmConfigured: Boolean(config.crm.url),
            nudge: () => void outboxWorker.drain(),
            onSpam: (form) => app.log.warn({ email: form.email }, 'contact form honeypot filled: dropped'),
          }),
          config.contactLimits,
        ),
      );
      await api.register(chatRoutes(auth, createChat(config, catalog, drawsSummary), config.chatLimits));
      if (hasDevOutbox) await api.register(devOutboxRoutes(outboxRepository));
    },
    { prefix: '/api' },
  );

  await registerStaticSpa(app, config.webDistDir);
  await app.ready();
  return app;
}
