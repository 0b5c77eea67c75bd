// `npm run build`: the service compiled to JavaScript in dist/, one bundle for each thread or process
// it starts (the command and web server, the database thread, the resolution thread, the mail
// reader, the render worker). Packages stay in node_modules; templates, assets and migrations' SQL
// are read from the project's folders at run time (src/paths.ts).
import { execFileSync } from 'node:child_process';
import { rmSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { DIST, ROOT, distIsCurrent, newestSource } from '../bin/built.js';

/** Bundle name (dist/<name>.js) -> its source. paths.ts workerCode names the workers' bundles. */
const ENTRIES = {
  despatch: 'src/cli/main.ts',
  'pglite-worker': 'src/db/pglite/worker.mjs',
  'pglite-make': 'src/db/pglite/make.ts',
  'resolution-worker': 'src/app/turns/resolution-worker.ts',
  'mime-worker': 'src/mail/inbound/mime-worker.ts',
  'render-worker': 'src/render/worker.mjs',
  'selfplay-worker': 'src/cli/selfplay-worker.ts',
};

/** Builds dist/ anew; returns its path. */
export async function buildDist() {
  // Taken before reading: a source edited while the build runs leaves the build out of date.
  const sources = newestSource(ROOT);
  // Each build in a folder of its own: two started at once (benches side by side on stale sources)
  // would otherwise write into one folder and its database.
  const next = `${DIST}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, join(ROOT, src)])),
    outdir: next,
    bundle: true,
    // Code loaded only when used (a door most services keep shut, pictures drawn in-process) goes in
    // chunks of its own, so the bundles that start load none of it.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrated empty database a new data folder starts from (src/db/pglite/empty-database.ts).
  execFileSync(process.execPath, [join(next, 'pglite-make.js'), join(next, 'empty-database')], {
    stdio: 'inherit',
  });
  writeFileSync(join(next, 'build.json'), `${JSON.stringify({ newestSource: sources })}\n`);
  // Swapped in whole: a `despatch` starting meanwhile finds either build, or none and runs the sources.
  const old = `${DIST}.old-${process.pid}`;
  try {
    renameSync(DIST, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error; // none yet, or another build moved it aside first
  }
  try {
    renameSync(next, DIST);
  } catch (error) {
    // Another build of the same sources was swapped in first: it serves, and ours goes.
    if (!existsSync(DIST)) throw error;
    rmSync(next, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return DIST;
}

// `--if-stale` (npm start) builds only when dist/ is not a build of the sources as they are.
if (
  import.meta.url === `file://${process.argv[1]}` &&
  !(process.argv.includes('--if-stale') && distIsCurrent())
) {
  const at = Date.now();
  await buildDist();
  console.log(`built ${Object.keys(ENTRIES).length} bundles into dist/ in ${Date.now() - at} ms`);
}
