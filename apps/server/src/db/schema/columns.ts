import { type AnyPgColumn, uuid } from 'drizzle-orm/pg-core';

/** A required link to a row of another table (its uuid `id`): deleting that row deletes this one. */
export const belongsTo = (parentId: () => AnyPgColumn) =>
  uuid().notNull().references(parentId, { onDelete: 'cascade' });
