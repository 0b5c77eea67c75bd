// Where the service finds its files, the same whether it runs from the TypeScript sources (tsx, jest)
// or compiled (`npm run build` writes one bundle per thread or process into dist/). This file and
// every bundle sit one folder below the project's root, so '..' from here is the root either way.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** True in a bundle of dist/; false when the sources run. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/** A path under the project's root: templates/, assets/, src/web/static/. */
export function fromRoot(...parts: string[]): string {
  return join(ROOT, ...parts);
}

/** What to start for a worker thread or child process, and the arguments it is given. */
export interface WorkerCode {
  file: string;
  argv: string[];
}

/**
 * A worker's code: its bundle `dist/<bundle>.js` when compiled; else its source under src/, where a
 * TypeScript source runs through tsx's loader (tsx-worker.mjs) and plain JavaScript runs as it is.
 */
export function workerCode(source: string, bundle: string): WorkerCode {
  if (COMPILED) return { file: fromRoot('dist', `${bundle}.js`), argv: [] };
  const file = fromRoot('src', source);
  if (!file.endsWith('.ts')) return { file, argv: [] };
  return { file: fromRoot('src', 'tsx-worker.mjs'), argv: [pathToFileURL(file).href] };
}
