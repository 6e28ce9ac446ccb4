export * from './users.table.ts';
