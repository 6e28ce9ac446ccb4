import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { chatModule } from './modules/chat/chat.module.ts';
import { clientErrorsModule } from './modules/client-errors/client-errors.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { crsModule } from './modules/crs/crs.module.ts';
import { drawsModule } from './modules/draws/draws.module.ts';
import { eligibilityModule } from './modules/eligibility/eligibility.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { imagesModule } from './modules/images/images.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { membersModule } from './modules/members/members.module.ts';
import type { ModuleOptions } from './modules/module-plugin.ts';
import { newsModule } from './modules/news/news.module.ts';
import { noticesModule } from './modules/notices/notices.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { occupationsModule } from './modules/occupations/occupations.module.ts';
import { seoModule } from './modules/seo/seo.module.ts';
import { slidesModule } from './modules/slides/slides.module.ts';
import { syncModule } from './modules/sync/sync.module.ts';
import { tagsModule } from './modules/tags/tags.module.ts';
import { translationsModule } from './modules/translations/translations.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerGracefulShutdown } from './plugins/graceful-shutdown.ts';
import { serializeError, serializeRequest } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { SampledRequestLogs } from './plugins/request-log-sample.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerPublicReads } from './public-reads.ts';

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
  { logDestination, now = () => new Date() }: AppDependencies,
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    logController: new SampledRequestLogs(config.requestLogSample),
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
  // Close hooks run newest first: every module stops its work (the workers finish their pass) before this.
  app.addHook('onClose', () => database.close());
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
  registerMetrics(app, { token: config.metricsToken });
  registerPublicReads(app);

  await registerModules(app, { database, config, now });

  await registerStaticSpa(app, config);
  await app.ready();
  return app;
}

/**
 * The product, one module a line. A module uses what the modules above it decorate (the outbox,
 * `auth`, the rounds), and a route that needs a token comes after `auth`, whose guard checks it.
 */
async function registerModules(app: FastifyInstance, modules: ModuleOptions) {
  await app.register(healthModule, modules);
  await app.register(translationsModule, modules);
  await app.register(jobsModule, modules);
  await app.register(mailModule, modules);
  await app.register(authModule, modules);
  await app.register(imagesModule, modules);
  await app.register(usersModule, modules);
  await app.register(syncModule, modules);
  await app.register(newsModule, modules);
  await app.register(drawsModule, modules);
  await app.register(membersModule, modules);
  await app.register(auditModule, modules);
  await app.register(crsModule, modules);
  await app.register(occupationsModule, modules);
  await app.register(eligibilityModule, modules);
  await app.register(tagsModule, modules);
  await app.register(slidesModule, modules);
  await app.register(noticesModule, modules);
  await app.register(notificationsModule, modules);
  await app.register(contactModule, modules);
  await app.register(chatModule, modules);
  await app.register(clientErrorsModule, modules);
  await app.register(seoModule, modules);
}
