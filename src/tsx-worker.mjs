// A worker thread whose code is TypeScript, run from the sources (development and tests) through
// tsx's loader; its last argument names the source. Compiled, its bundle in dist/ runs instead
// (paths.ts workerCode).
import { register } from 'tsx/esm/api';

register();
await import(process.argv[process.argv.length - 1]);
