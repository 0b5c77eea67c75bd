// What `despatch backup` and `restore` say on PostgreSQL, whose own tools copy a database while it
// serves (the embedded database is copied by Despatch itself: connect.ts, `backup`).

export const POSTGRES_BACKUP =
  'the database is PostgreSQL (DATABASE_URL): back it up with its own tool while the service runs, ' +
  'e.g. pg_dump --format=custom --file=despatch.dump "$DATABASE_URL"';

export const POSTGRES_RESTORE =
  'the database is PostgreSQL (DATABASE_URL): restore a pg_dump file into an empty database with ' +
  'pg_restore --no-owner --dbname="$DATABASE_URL" despatch.dump, then start despatch (it applies any newer migrations)';
