// A mail is built as a small document model (sections of paragraphs, lists, code, battles, a button,
// the map) and rendered twice from templates/email: HTML through the one layout and its partials, CSS
// inlined with juice for mail clients that drop <style>; plain text through text.hbs.
import Handlebars from 'handlebars';
import juice from 'juice';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tHelper } from '../../i18n/handlebars';
import type { Lang } from '../../i18n/index';
import type { BattleGroup } from './format';
import { fromRoot } from '../../paths';

export interface MailSection {
  heading?: string;
  paragraphs?: string[];
  /** A bulleted list. */
  items?: string[];
  /** Monospace lines (order examples, standing orders). */
  code?: string[];
  battles?: BattleGroup[];
  button?: { url: string; label: string };
  /** A plain link, for what is not the mail's call to act: the words link in HTML, the text mail
   *  prints the address after them. */
  link?: { url: string; label: string };
  image?: { cid: string; alt: string };
  /** Small print. */
  note?: string;
}

export interface MailModel {
  /** The reader's language (the templates' {{t}} and <html lang>); English when absent. */
  lang?: Lang;
  title: string;
  /** The first line a mail client shows in the inbox list. */
  preheader: string;
  sections: MailSection[];
  footer: string[];
  /** The game's rules summary: a line ending with a clause id ("... [SH-CRT-4]") links it there (HTML). */
  rulesUrl?: string;
}

/** A clause id at the end of a report line: " [SH-CRT-4]", " [STB-7.1.5c]". */
const CLAUSE_AT_END = / \[([A-Z]{2,3}-[A-Za-z0-9.-]+)\]$/;

/** A report line, its clause id a link to the rules summary's anchor when the mail names one. */
export function citedHtml(line: string, rulesUrl: string | undefined): string {
  const text = Handlebars.escapeExpression(line);
  const m = CLAUSE_AT_END.exec(line);
  if (!m || !rulesUrl) return text;
  const href = `${rulesUrl}#${m[1]}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const before = Handlebars.escapeExpression(line.slice(0, m.index));
  return `${before} <a class="clause" href="${href}">[${m[1]}]</a>`;
}

const DIR = fromRoot('templates', 'email');

function loadTemplates(): { html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate } {
  const hbs = Handlebars.create();
  hbs.registerHelper('t', tHelper);
  // {{cite line}}: the line, its clause id linked to the rules summary named by the model's rulesUrl.
  hbs.registerHelper('cite', (line: unknown, options: Handlebars.HelperOptions) => {
    const url = (options.data as { root?: { rulesUrl?: unknown } }).root?.rulesUrl;
    return new hbs.SafeString(
      citedHtml(typeof line === 'string' ? line : '', typeof url === 'string' ? url : undefined),
    );
  });
  const partials = path.join(DIR, 'partials');
  for (const file of readdirSync(partials).filter((f) => f.endsWith('.hbs'))) {
    hbs.registerPartial(path.basename(file, '.hbs'), readFileSync(path.join(partials, file), 'utf8'));
  }
  const read = (name: string): string => readFileSync(path.join(DIR, name), 'utf8');
  return {
    html: hbs.compile(read('layout.hbs'), { strict: false }),
    text: hbs.compile(read('text.hbs'), { noEscape: true }),
  };
}

let templates: ReturnType<typeof loadTemplates> | null = null;

export function renderMail(model: MailModel): { html: string; text: string } {
  templates ??= loadTemplates();
  const html = juice(templates.html(model), { removeStyleTags: true, preserveMediaQueries: true });
  // Collapse the blank lines that template control flow leaves, keeping paragraph breaks.
  const text =
    templates
      .text(model)
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n';
  return { html, text };
}
