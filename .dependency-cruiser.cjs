/**
 * The layers of Despatch (ARCHITECTURE.md), checked by `npm run lint`:
 *   bin -> cli -> server -> web -> app -> mail -> db -> games; games is pure.
 * Type-only imports count too: a circle of types is still a circle a reader must hold in mind.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file may reach itself through its imports: each file can be read and changed alone.',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'games-are-pure',
      severity: 'error',
      comment: 'games/ holds pure rules: it imports nothing outside games/ (and no I/O module).',
      from: { path: '^src/games' },
      to: {
        path: '^src/(?!games)|^(fs|node:fs|net|node:net|http|node:http|child_process|node:child_process)$',
      },
    },
    {
      name: 'db-below-app',
      severity: 'error',
      comment: 'db/ is below the use-cases, the mail and the web: it imports none of them.',
      from: { path: '^src/db' },
      to: { path: '^src/(app|mail|web|cli|server)' },
    },
    {
      name: 'mail-below-app',
      severity: 'error',
      comment: 'mail/ composes and carries mail; the use-cases call it, never the reverse.',
      from: { path: '^src/mail' },
      to: { path: '^src/(app|web|cli|server)' },
    },
    {
      name: 'web-through-app',
      severity: 'error',
      comment: 'web/ reaches the database only through the use-cases in app/.',
      from: { path: '^src/web' },
      to: { path: '^src/(db|cli|server)' },
    },
    {
      name: 'app-below-web',
      severity: 'error',
      comment: 'The use-cases know nothing of the web app, the CLI or the server wiring.',
      from: { path: '^src/app' },
      to: { path: '^src/(web|cli|server)' },
    },
    {
      name: 'app-base-imports-no-capability',
      severity: 'error',
      comment: 'app/base is what every capability shares: it imports none of them.',
      from: { path: '^src/app/base' },
      to: { path: '^src/app/(?!base)' },
    },
    {
      name: 'i18n-is-below-everything-but-games',
      severity: 'error',
      comment:
        'i18n/ holds the message files and their t: mail, web, app and cli read it, it reads none of them.',
      from: { path: '^src/i18n' },
      to: { path: '^src/(app|mail|web|cli|server|db|render)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
