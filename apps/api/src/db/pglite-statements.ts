import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol, types } from '@electric-sql/pglite';

/**
 * How many statements the embedded database keeps prepared; past this the least recently used is
 * closed. Each keeps its parse tree and plan in the database's memory.
 */
export const STATEMENT_LIMIT = 100;

/** Reads and writes of rows: the statements worth keeping. Schema changes and the rest run as before. */
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Errors after which a kept statement is closed: the table it reads changed shape, or it no longer
 * exists. The next call prepares it again.
 */
const STALE = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  paramTypes: number[];
}

type QueryClient = Pick<PGlite, 'query' | 'transaction'>;

const join = (parts: Uint8Array[]): Uint8Array => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
};

const { serialize } = protocol;

/**
 * PGlite's own `query` parses, plans and describes every query anew, in six calls into the
 * database, even the ones the API prepares by name (Drizzle's PGlite driver drops the name). This
 * client keeps each read or write it has seen as a named prepared statement of the one connection,
 * described once, and runs it again with a single call (bind, describe, execute, sync): the list
 * of orders answers in about half the time (docs/benchmarks.md). It takes the same locks as
 * PGlite's `query`, serialises parameters and parses rows with the same functions, and gives the
 * same results and errors.
 */
export const withPreparedStatements = (pg: PGlite): QueryClient => {
  const statements = new Map<string, Statement>();
  let named = 0;

  /**
   * The database's parsers of its 318 types with the caller's own on top. PGlite copies them all
   * into a new object for each query that brings parsers of its own, as Drizzle's do (70 µs, a
   * tenth of the time of the orders list); here the caller's few lie over the others.
   */
  const parserSets = new WeakMap<object, typeof pg.parsers>();
  const parsersFor = (options: QueryOptions | undefined): typeof pg.parsers => {
    if (!options?.parsers) return pg.parsers;
    const known = parserSets.get(options.parsers);
    if (known) return known;
    const parsers: typeof pg.parsers = Object.assign(Object.create(pg.parsers), options.parsers);
    parserSets.set(options.parsers, parsers);
    return parsers;
  };

  const close = async (text: string, statement: Statement) => {
    statements.delete(text);
    await pg.execProtocol(join([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  };

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the first in the map is the one to close.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    if (statements.size >= STATEMENT_LIMIT) {
      const [oldestText, oldest] = statements.entries().next().value!;
      await close(oldestText, oldest);
    }
    const name = `kept_${++named}`;
    const { messages } = await pg.execProtocol(
      join([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<T>> => {
    const statement = await prepare(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      // Bytes go as they are, in the binary format: no hex text to make here and read there.
      if (type === types.BYTEA && value instanceof Uint8Array) return value;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const { messages } = await pg.execProtocol(
        join([
          serialize.bind({ statement: statement.name, values: values as (string | Uint8Array | null)[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs },
      );
      return parse.parseResults(messages, parsersFor(options), {
        rowMode: options?.rowMode,
      })[0] as Results<T>;
    } catch (error) {
      if (STALE.has((error as { code?: string }).code ?? '')) await close(text, statement);
      throw error;
    }
  };

  const inTransaction = (tx: Transaction): Transaction => {
    const kept = Object.create(tx) as Transaction;
    kept.query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      tx.closed || !KEPT.test(text)
        ? tx.query<T>(text, params, options)
        : pg._runExclusiveQuery(() => run<T>(text, params, options, false));
    return kept;
  };

  return {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!KEPT.test(text)) return pg.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => run<T>(text, params, options, true)),
      );
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) => callback(inTransaction(tx))),
  };
};
