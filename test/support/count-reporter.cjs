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
    // Each file's run time, slowest first: where CI's minutes go.
    const times = results.testResults
      .map((r) => [
        (r.perfStats.end - r.perfStats.start) / 1000,
        path.relative(process.cwd(), r.testFilePath),
      ])
      .sort((a, b) => b[0] - a[0])
      .map(([s, f]) => `${s.toFixed(1).padStart(7)} s  ${f}`);
    fs.writeFileSync(path.join(dir, 'test-times.txt'), times.join('\n') + '\n');
    process.stdout.write('\n' + line + '\n');
  }
}
module.exports = CountReporter;
