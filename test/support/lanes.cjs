// The test lanes: each test folder belongs to exactly one (test/core/lanes.test.ts checks it).
// rules: pure engines, no database or server; service: the database and the served app;
// browser: real Chromium; mail: composing, sending and reading mail. A file named *.soak.test.ts
// (whole self-played games, bot matches: minutes of engine time) runs in the soak lane instead of
// its folder's, so the rules lane answers quickly while a rule is being changed.
const LANES = {
  rules: [
    'core',
    'i18n',
    'map-labels',
    'scotland',
    'sharpsburg',
    'sharpsburg-draw',
    'travel-battle',
    'words',
  ],
  service: [
    'cli',
    'clubs',
    'db',
    'desk',
    'hub',
    'invites',
    'notify',
    'records',
    'render',
    'service',
    'service-scotland',
    'service-tb',
    'time',
    'tournaments',
    'web',
  ],
  browser: ['browser'],
  mail: ['email', 'inbound', 'mail-compose'],
};
const SOAK = '.soak.test.ts';
module.exports = { LANES, SOAK };
