// Prints the closing line CI reads ("N passed, N failed[, N skipped]") and keeps it in
// test-artifacts/test-counts.txt so .ci/run can repeat it as its last line.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const line = `${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed, ${results.numPendingTests} skipped`;
    const dir = path.join(process.cwd(), 'test-artifacts');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'test-counts.txt'), line + '\n');
    process.stdout.write('\n' + line + '\n');
  }
}
module.exports = CountReporter;
