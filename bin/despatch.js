#!/usr/bin/env node
// The `despatch` command. It runs the compiled code in dist/ when that is a build of the sources as
// they are (`npm run build`; the Docker image holds only dist/), else the TypeScript sources through
// tsx's loader (development and tests, where tsx is installed).
import { distIsCurrent } from './built.js';

async function fromSources() {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    process.stderr.write('despatch: dist/ is missing or older than the sources: run `npm run build`\n');
    process.exit(1);
  }
  return import('../src/cli/main.ts');
}

const { main } = distIsCurrent() ? await import('../dist/despatch.js') : await fromSources();
process.exitCode = await main(process.argv.slice(2));
