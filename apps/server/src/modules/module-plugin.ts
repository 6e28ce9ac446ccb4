import type { Language } from '@maplebridge/contracts';
import type { FastifyBaseLogger, RawServerDefault } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '#config.ts';
import type { DatabaseHandle } from '#db/client.ts';
import type { AuthService } from './auth/auth.service.ts';
import type { PasswordAttempts } from './auth/password-attempts.ts';
import type { DrawsSummaryReader } from './draws/draws-summary.ts';
import type { ImagesService } from './images/images.service.ts';
import type { Outbox } from './jobs/jobs.module.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FirstNewsPage } from './news/news.module.ts';
import type { SeoRepository } from './seo/seo.repository.ts';
import type { SharedResultPreviewReader } from './seo/shared-result-preview.ts';
import type { SyncScheduler } from './sync/sync-scheduler.ts';
import type { TranslationCatalog } from './translations/translations.service.ts';

/** Where every module's routes are served. */
export const API_PREFIX = '/api';

/** What app.ts hands every module. */
export interface ModuleOptions {
  database: DatabaseHandle;
  config: Config;
  /**
   * The time now, for what a module does by the clock (the image sweep, which rules and rounds are
   * recent); tests move it.
   */
  now: () => Date;
}

declare module 'fastify' {
  /** What modules give each other: each decorated by the module named, read by those after it. */
  interface FastifyInstance {
    /** auth: accounts, sessions and codes; routes check tokens with it. */
    auth: AuthService;
    /** auth: the password tries' budgets, one for every route that tests a password. */
    passwordAttempts: PasswordAttempts;
    /** jobs: the outbox (mail, CRM leads) and its worker. */
    outbox: Outbox;
    /** mail: queues a mail in the outbox (codes, notices). */
    mailer: Mailer;
    /** images: members' uploads, which an account's export lists and its deletion removes. */
    images: ImagesService;
    /** draws: the recent rounds and the latest cut-off, cached, for the CRS verdicts and the assistant. */
    drawsSummary: DrawsSummaryReader;
    /** translations: the web app's texts, read once; the assistant answers with them too. */
    translations: TranslationCatalog;
    /** sync: the scheduled imports, to which the draws and news modules add their jobs. */
    sync: SyncScheduler;
    /** news: a visitor's first page of /news in a language, which the page server sends with the page. */
    newsFirstPage: (language: Language) => Promise<FirstNewsPage>;
    /**
     * seo: whether the article or saved result a page shows exists, and a shared result's preview
     * (read by the page server).
     */
    pageFacts: Pick<SeoRepository, 'findPublishedArticle' | 'hasSavedResult'> & {
      findSharedResult: SharedResultPreviewReader;
    };
  }
}

/**
 * A module's one plugin, its type naming the options it takes: `ModulePlugin<'database' | 'now'>`.
 * What it takes from other modules it reads from their decorations (`app.auth`), so app.ts registers
 * it after them.
 */
export type ModulePlugin<Needs extends keyof ModuleOptions = never> = FastifyPluginAsyncZod<
  Pick<ModuleOptions, Needs>
>;

/**
 * A module whose decorations and hooks reach the whole app (fastify-plugin), not only its own routes:
 * one that other modules use, or whose hooks guard or watch every route.
 */
export function appWide<Needs extends keyof ModuleOptions>(
  name: string,
  plugin: ModulePlugin<Needs>,
): ModulePlugin<Needs> {
  return fp<
    Pick<ModuleOptions, Needs>,
    RawServerDefault,
    ZodTypeProvider,
    FastifyBaseLogger,
    ModulePlugin<Needs>
  >(plugin, { name });
}
