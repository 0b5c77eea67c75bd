module.exports = require('./temp-folder.cjs').setup;
