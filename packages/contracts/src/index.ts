export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './i18n.ts';
export * from './news.ts';
export * from './notifications.ts';
export * from './translations.ts';
