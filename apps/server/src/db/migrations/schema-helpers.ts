import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Adds the auto-incrementing integer primary key `id` in the dialect's own way. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A 0/1 flag column with a default. */
export function flag(defaultValue: 0 | 1) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(defaultValue);
}

/** The dialect a migration runs on, read from the connection. */
export type MigrationContext = { db: Kysely<unknown>; dialect: Dialect };
