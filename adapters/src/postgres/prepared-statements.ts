/**
 * @module Every parameterised statement drizzle sends through postgres.js is
 * prepared on its connection. drizzle hands each query to `sql.unsafe(text,
 * params, { prepare: false })`, and postgres.js sends such a statement unnamed:
 * it first asks the server to describe it (to learn its parameter types) and
 * only then binds and executes it, so every statement costs two round trips
 * and a parse and plan on the server, every time. Prepared, a connection
 * keeps the statement by its text and types: from its second use on, one
 * round trip (decision record 0021).
 */
import type { Sql } from "postgres";

type Unsafe = Sql["unsafe"];
type TransactionScope = (sql: Sql) => unknown;

/** `sql` whose `unsafe` prepares statements with parameters, in transactions and savepoints too. */
export function preparingStatements<T extends Sql>(sql: T): T {
  const unsafe: Unsafe = (text, parameters, options) =>
    parameters?.length ? sql.unsafe(text, parameters, { ...options, prepare: true }) : sql.unsafe(text, parameters, options);
  const inScope =
    (run: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      const last = args.length - 1;
      const scope = args[last] as TransactionScope;
      return run(...args.slice(0, last), (inner: Sql) => scope(preparingStatements(inner)));
    };
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin" || property === "savepoint") {
        const original = Reflect.get(target, property, receiver) as ((...args: unknown[]) => Promise<unknown>) | undefined;
        return original ? inScope(original) : original;
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
