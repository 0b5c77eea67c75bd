// The documents keep up with the code: every folder of src/app is in ARCHITECTURE.md and has its own
// README.md, every entry of src/ is in ARCHITECTURE.md, the README stays short enough to read in ten
// minutes, every link between the documents reaches a file and a heading that exist, every screenshot
// is shown, and no document tells how the software was developed (its history stays in git).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const architecture = read('ARCHITECTURE.md');
const documents = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(path: string): Set<string> {
  const headings = read(path)
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l));
  return new Set(headings.map((h) => slug(h.replace(/^#+ /, ''))));
}

/** Relative links of a markdown file: `](target)` and `src="target"`, without web addresses. */
function linksOf(path: string): string[] {
  const text = read(path).replace(/```[\s\S]*?```/g, '');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/src="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return targets.filter((t) => !/^[a-z]+:/.test(t));
}

describe('the documents', () => {
  const appFolders = readdirSync(join(root, 'src/app')).filter((f) =>
    statSync(join(root, 'src/app', f)).isDirectory(),
  );

  test.each(appFolders)('src/app/%s is described in ARCHITECTURE.md and has a README.md', (folder) => {
    expect(architecture).toContain(`| \`${folder}/\` |`);
    expect(existsSync(join(root, 'src/app', folder, 'README.md'))).toBe(true);
  });

  test('every folder and file at the top of src/ is in ARCHITECTURE.md', () => {
    const missing = readdirSync(join(root, 'src')).filter((entry) => {
      const name = statSync(join(root, 'src', entry)).isDirectory() ? `${entry}/` : entry;
      return !architecture.includes(`\`${name}\``);
    });
    expect(missing).toEqual([]);
  });

  test('the README reads in ten minutes: 200 lines at most', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  test.each(documents)('every link in %s reaches a file and a heading that exist', (doc) => {
    const broken = linksOf(doc).filter((link) => {
      const [file, anchor] = link.split('#') as [string, string | undefined];
      const target = file ? join(dirname(doc), file) : doc;
      if (!existsSync(join(root, target))) return true;
      return anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  test('every screenshot in docs/ is shown by a document', () => {
    const shown = documents.flatMap((doc) => linksOf(doc).map((link) => join(dirname(doc), link)));
    const pictures = readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.png'))
      .map((f) => `docs/${f}`);
    expect(pictures.filter((p) => !shown.includes(p))).toEqual([]);
  });

  test.each(documents)('%s describes the software as it is, not how it was developed', (doc) => {
    expect(read(doc)).not.toMatch(/\bsession \d+|tried and left out|before this work/i);
  });
});
