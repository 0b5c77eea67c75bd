// The test lanes: each test folder belongs to exactly one (test/core/lanes.test.ts checks it).
// rules: pure engines, no database or server; service: the database and the served app;
// browser: real Chromium; mail: composing, sending and reading mail.
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
module.exports = { LANES };
