export * from './images.table.ts';
export * from './mail-outbox.table.ts';
export * from './one-time-codes.table.ts';
export * from './users.table.ts';
