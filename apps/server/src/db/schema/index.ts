export * from './draws.table.ts';
export * from './images.table.ts';
export * from './mail-outbox.table.ts';
export * from './news.table.ts';
export * from './notifications.table.ts';
export * from './one-time-codes.table.ts';
export * from './slides.table.ts';
export * from './users.table.ts';
