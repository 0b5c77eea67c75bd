// One reader of a game's mails: their language, and the game's own texts (title, side names, the
// prompt, events, the result) as the game gives them in it (contract GameTexts). A game without
// texts, or an English reader, reads them as the rules wrote them.
import type { BaseState, Prompt, Result } from '../../games/core/contract';
import type { GameEvent } from '../../games/core/events';
import { withClauses } from '../../games/core/clauses';
import type { Lang } from '../../i18n/index';
import type { GameFacts } from '../base/facts';
import { withExamples } from '../base/prompt-examples';
import { translator } from '../../i18n/index';
import { listNames } from '../../mail/compose/format';
import { ENDING_LEVEL } from '../endings/levels';

type EndingKind = keyof typeof ENDING_LEVEL;
const isEnding = (kind: unknown): kind is EndingKind => typeof kind === 'string' && kind in ENDING_LEVEL;

/**
 * A game ended outside the rules (a resignation, a forfeit, a draw agreed: endings/end-game.ts) is
 * told by the service, not by the game: its event and result are said again in the reader's language
 * from their kind and sides. An organiser's adjudication keeps the organiser's words.
 */
function endingWords(lang: Lang, sides: readonly string[], names: Record<string, string>) {
  const t = translator(lang);
  const text = (kind: EndingKind, who: readonly string[]) =>
    t(`mail.ending.${kind}`, { who: listNames(who, names, t) });
  return {
    event(e: GameEvent): string | undefined {
      return isEnding(e.kind) && Array.isArray(e.sides) ? text(e.kind, e.sides as string[]) : undefined;
    },
    result(r: Result): Result | undefined {
      const kind = (Object.keys(ENDING_LEVEL) as EndingKind[]).find((k) => ENDING_LEVEL[k] === r.level);
      if (!kind) return undefined;
      const losers = kind === 'draw' ? sides : sides.filter((s) => s !== r.winner);
      const outcome = r.winner
        ? t('mail.ending.wins', { winner: names[r.winner] ?? r.winner })
        : t('mail.ending.drawn');
      return {
        ...r,
        level: t(`mail.ending.level.${kind}`),
        summary: t('mail.ending.summary', { text: text(kind, losers), outcome }),
      };
    },
  };
}

export interface Reader {
  lang: Lang;
  title: string;
  /** Undefined for English: the sides keep their default names. */
  sideNames?: Record<string, string>;
  /** state null: a notice without the position (the stored prompt as it is). */
  prompt(state: BaseState | null, prompt: Prompt): Prompt;
  sentence(text: string): string;
  /** The events in the reader's language, each with the rules clause that decided it (`clause`). */
  events(events: readonly GameEvent[]): GameEvent[];
  result(result: Result): Result;
  /** Order lines in normal form (as stored) in the language, as the answers echo them. */
  orders(lines: readonly string[]): string[];
}

export function readerOf(g: Pick<GameFacts, 'module' | 'langs'>, side: string): Reader {
  const lang = g.langs?.[side] ?? 'en';
  const texts = g.module.texts;
  if (lang === 'en' || !texts)
    return {
      lang,
      title: g.module.title,
      prompt: (state, p) => (state === null ? p : withExamples(g.module, state, p)),
      sentence: (t) => t,
      events: (e) => withClauses(g.module.clauses, e),
      result: (r) => r,
      orders: (lines) => [...lines],
    };
  const sentence = (text: string) => texts.sentence(lang, text);
  const sideNames = Object.fromEntries(g.module.sides.map((s) => [s, texts.sideName(lang, s)]));
  const ending = endingWords(lang, g.module.sides, sideNames);
  return {
    lang,
    title: texts.title(lang),
    sideNames,
    // A notice without the state (state null) keeps the stored prompt's examples and grammar words.
    // Its examples in the reader's order words too, as the echo of their orders (they read the same).
    prompt: (state, p) => {
      const shown =
        state === null
          ? { ...p, title: sentence(p.title) }
          : texts.prompt(lang, state, withExamples(g.module, state, p));
      return { ...shown, examples: ordersIn(g.module, lang, shown.examples) };
    },
    sentence,
    events: (events) =>
      withClauses(g.module.clauses, events).map((e) => ({ ...e, text: ending.event(e) ?? sentence(e.text) })),
    result: (r) => ending.result(r) ?? { ...r, level: sentence(r.level), summary: sentence(r.summary) },
    orders: (lines) => ordersIn(g.module, lang, lines),
  };
}

/** Order lines in normal form in a language (the game's texts write them back in its order words). */
export function ordersIn(
  module: Pick<GameFacts['module'], 'texts'>,
  lang: Lang,
  lines: readonly string[],
): string[] {
  const texts = module.texts;
  return lang === 'en' || !texts?.orders ? [...lines] : lines.map((line) => texts.orders!(lang, line));
}
