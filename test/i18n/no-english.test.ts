// Issue #17, the check: no player-facing sentence is written outside the message files. A player's
// template (templates/email/**, templates/web/** but the organisers' pages) has no English text or
// readable attribute of its own, only {{t ...}}; a mail composer (src/mail/compose/**) or a page's
// script (src/web/static/*.js) has no string literal with English words in it. What is left over is named below, with why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');

/** Pages for the organisers and the service's own desk, not for players: English by design. */
const ORGANISERS = /^templates\/web\/(admin[^/]*|desk[^/]*|mailbox[^/]*)\.hbs$/;

/** Player-facing files not yet in Japanese, each named here on purpose (none today). */
const NOT_YET = new Set<string>([]);

/** Words that are the same in every language: names of things, not sentences. */
const SAME_IN_EVERY_LANGUAGE = new Set(['English', '日本語', 'Despatch', 'PNG', 'SVG', 'UTC']);

function files(dir: string, ext: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/** English words in a piece of text: two letters or more, the names above aside. */
const englishIn = (text: string): string[] =>
  (text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []).filter((w) => !SAME_IN_EVERY_LANGUAGE.has(w));

/** The text a reader sees in a template: outside tags and mustaches, and the readable attributes. */
export function templateEnglish(source: string): string[] {
  const found: string[] = [];
  const noMustache = source
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, '')
    .replace(/\{\{\{?[\s\S]*?\}?\}\}/g, ' ');
  for (const m of noMustache.matchAll(/\b(?:title|alt|placeholder|aria-label)="([^"]*)"/g))
    found.push(...englishIn(m[1] ?? ''));
  const text = noMustache
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  found.push(...englishIn(text));
  return found;
}

/** A literal reads as a sentence when it has two English words in a row (keys, paths, CSS aside). */
const sentenceLike = (text: string) => /[A-Za-z]{2,}[,.:;!?]?\s+[A-Za-z]{2,}/.test(text);

/**
 * String literals with English sentences in a composer, but errors (bugs are not for players) and
 * literals on a line marked `// not prose` (an identifier or a MIME type that happens to have words).
 */
export function composerEnglish(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const lines = source.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isThrowStatement(node)) return;
    // A script's 'use strict' is a directive, not a sentence.
    if (
      ts.isExpressionStatement(node) &&
      ts.isStringLiteral(node.expression) &&
      node.expression.text === 'use strict'
    )
      return;
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(sf))) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    if (text !== undefined && sentenceLike(text.replace(/<[^>]*>/g, ' '))) {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      if (!/\/\/ not prose\b/.test(lines[line] ?? '')) found.push(`${line + 1}: ${text.slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const templates = [...files('templates/email', '.hbs'), ...files('templates/web', '.hbs')].filter(
  (f) => !ORGANISERS.test(f),
);
// The orders page's scripts write into the page: their words come from it (data-words), too.
const composers = [...files('src/mail/compose', '.ts'), ...files('src/web/static', '.js')];

describe('no player-facing English outside the message files (issue #17)', () => {
  test.each(templates.filter((f) => !NOT_YET.has(f)))('%s writes its words with {{t}}', (file) => {
    expect(templateEnglish(readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  test.each(composers.filter((f) => !NOT_YET.has(f)))('%s builds no English sentence', (file) => {
    expect(composerEnglish(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  test('the "not yet" list names only files that exist and still need it', () => {
    for (const file of NOT_YET) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const left = file.endsWith('.hbs') ? templateEnglish(source) : composerEnglish(file, source);
      expect([file, left.length > 0]).toEqual([file, true]);
    }
  });

  test('the check finds English where there is some', () => {
    expect(templateEnglish('<p>{{t "a.b"}} Back to your game</p>')).toEqual(['Back', 'to', 'your', 'game']);
    expect(templateEnglish('<a title="Whole map" href="{{url}}">{{t "x"}}</a>')).toEqual(['Whole', 'map']);
    expect(templateEnglish('<p>{{t "a.b" when=deadline}}</p>')).toEqual([]);
    expect(
      composerEnglish('x.ts', "const a = t('mail.final.title'); const b = `${n} games waiting`;"),
    ).toEqual(['1:   games waiting']);
  });
});
