module.exports = require('./temp-folder.cjs').teardown;
