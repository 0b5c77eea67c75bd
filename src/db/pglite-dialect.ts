// A kysely dialect for PGlite, on a thread of its own or on the caller's (pglite/). PGlite is one
// Postgres backend, so it is one connection: every acquire waits until the previous holder (a query
// or a whole transaction) releases it. That serialises transactions exactly as Postgres would with a
// single connection. Two lanes wait for it: the pages a person is waiting on, and everything else
// (submissions, the sender, the sweeper). A page goes before the work queued ahead of it, so it waits
// for the one holder at most.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PgliteBackend } from './pglite/backend';

export type Lane = 'page' | 'work';

/** Pages let this much queued work through in a row at most, so a stream of pages never stops it. */
const PAGES_IN_A_ROW = 4;

/** One holder at a time; `lock()` resolves with the function that releases it. FIFO within a lane. */
export class Lanes {
  private held = false;
  private pagesInARow = 0;
  private readonly waiting: Record<Lane, (() => void)[]> = { page: [], work: [] };

  lock(lane: Lane = 'work'): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.held = false;
          this.next();
        });
      };
      if (this.held) this.waiting[lane].push(grant);
      else grant();
    });
  }

  private next(): void {
    const pageFirst =
      this.waiting.page.length > 0 && (this.pagesInARow < PAGES_IN_A_ROW || !this.waiting.work.length);
    const grant = pageFirst ? this.waiting.page.shift() : this.waiting.work.shift();
    this.pagesInARow = pageFirst ? this.pagesInARow + 1 : 0;
    grant?.();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PgliteBackend) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query(query.sql, query.parameters);
    const isWrite = /^(insert|update|delete|merge)/i.test(result.command ?? '');
    return {
      rows: result.rows as R[],
      ...(isWrite ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly releases = new Map<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pg: PgliteBackend,
    private readonly lanes: Lanes,
    private readonly lane: Lane,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lanes.lock(this.lane);
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  /** The work lane's Kysely owns the PGlite and closes it; the page lane's only stops using it. */
  async destroy(): Promise<void> {
    if (this.lane === 'page') return;
    const release = await this.lanes.lock();
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pg: PgliteBackend,
    private readonly lanes: Lanes = new Lanes(),
    private readonly lane: Lane = 'work',
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.lanes, this.lane);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
