// Whether dist/ holds a build of the sources as they are now (`npm run build` writes it). The
// `despatch` command runs dist/ then, and the sources through tsx otherwise, so that an old build
// never hides an edit. An installation without the sources (the Docker image) runs dist/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');
/** What a build compiles: a change under these folders makes dist/ out of date. */
const SOURCES = ['src', 'migrations'];

/**
 * The newest modification time (ms) under the sources' folders, the folders' own included: a
 * folder's time moves when a file in it is added, removed or renamed.
 */
export function newestSource(root = ROOT) {
  let newest = 0;
  const walk = (dir) => {
    newest = Math.max(newest, statSync(dir).mtimeMs);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const folder of SOURCES) if (existsSync(join(root, folder))) walk(join(root, folder));
  return newest;
}

/** dist/ is there and no source changed since it was built (or there are no sources to change). */
export function distIsCurrent(root = ROOT) {
  if (!existsSync(join(root, 'dist', 'despatch.js'))) return false;
  if (!existsSync(join(root, 'src', 'cli', 'main.ts'))) return true;
  try {
    const { newestSource: built } = JSON.parse(readFileSync(join(root, 'dist', 'build.json'), 'utf8'));
    return newestSource(root) <= built;
  } catch {
    return false;
  }
}
