// PostgreSQL connections that prepare each statement with parameters once: the server parses and
// plans it at its first use on a connection and then only binds new values (a submission's read, its
// store and the resolution's one statement spent a third of their time being planned). Statements
// are named by their text, so the same text is the same prepared statement on a connection. Named
// statements need a session of one's own: a pooler in transaction mode (PgBouncer's) would break
// them; Despatch connects to PostgreSQL directly.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements prepared per connection at most; texts beyond it run unprepared. The app's
 *  statements are a few hundred kinds, but a list of values makes a new text for each length. */
export const MAX_PREPARED = 500;

export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection the server ends while it is checked out (a restart mid-transaction) fails its
    // statements, which the caller hears; the 'error' event pg emits besides would end the process.
    this.on('error', () => {});
  }

  // pg's overloads (callbacks, streams, configs) pass through untouched; only (text, values) is named.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2) {
      const name = statementName(text);
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED) {
        this.prepared.add(name);
        return super.query({ name, text, values }) as never;
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** The name of a statement's text, remembered (hashing a long statement costs more than a lookup). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `d${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_PREPARED * 4) names.set(text, name);
  }
  return name;
}

const names = new Map<string, string>();
