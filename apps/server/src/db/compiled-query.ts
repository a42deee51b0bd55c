import type { Compilable, CompiledQuery } from 'kysely';
import { keepPrepared, type Database } from './database.ts';

/** Stands for the i-th argument while the query is built once. */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once, then run with new values (issue 16; docs/decisions.md "Per-request
 * cost of the API"). Kysely builds a query's tree and compiles it to SQL on every call, which for a
 * wide join (the song view: ten tables, twenty columns) costs more than the database's own work.
 * `build` is called once with one placeholder per argument, on the first call; each call runs the
 * kept SQL with the arguments put where the placeholders were, as a statement each connection keeps
 * prepared (SQLite keeps its statements by SQL text; PostgreSQL gets a named statement, planned
 * once per connection: db/database.ts). Only for queries whose SQL does not depend on the values: each
 * argument a single value compared or inserted as it is (never a list for `in`, never a null that
 * would need `is null`).
 */
export function compileOnce<A extends unknown[], O>(db: Database, arity: A['length'], build: (...placeholders: A) => Compilable<O>): (...args: A) => Promise<O[]> {
  let compiled: CompiledQuery<O> | null = null;
  return async (...args: A) => {
    if (!compiled) {
      compiled = build(...(Array.from({ length: arity }, (_, index) => new Placeholder(index)) as A)).compile();
      const used = new Set(compiled.parameters.flatMap((value) => (value instanceof Placeholder ? [value.index] : [])));
      if (used.size !== arity) throw new Error(`compileOnce: ${arity - used.size} of ${arity} arguments are not values of the query`);
      keepPrepared(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Placeholder ? args[value.index] : value));
    return (await db.executeQuery<O>({ ...compiled, parameters })).rows;
  };
}
