// Small formatting helpers shared by the mails and the web pages.
import type { GameEvent } from '../../games/core/events';
import { translator, type T } from '../../i18n/index';

export function sideName(side: string, names?: Record<string, string>): string {
  return names?.[side] ?? side.charAt(0).toUpperCase() + side.slice(1);
}

/** "Union and Confederate" / "北軍と南軍": in the reader's language, English when no `t` is given. */
export function listNames(
  sides: readonly string[],
  names?: Record<string, string>,
  t: T = translator('en'),
): string {
  const all = sides.map((s) => sideName(s, names));
  return all.length <= 1
    ? (all[0] ?? '')
    : `${all.slice(0, -1).join(t('common.listSeparator'))}${t('common.listLast')}${all.at(-1)}`;
}

/** "Battle of Sharpsburg #12" as the reader's language writes a game's name. */
export function gameName(t: T, ctx: { gameTitle: string; gameNumber: number }): string {
  return t('common.game', { title: ctx.gameTitle, number: ctx.gameNumber });
}

export interface BattleGroup {
  title: string;
  lines: string[];
}

export interface ReportParts {
  moves: string[];
  battles: BattleGroup[];
  other: string[];
}

// Events that open a battle, and events that belong to the battle just opened (its result, retreats,
// losses, the standing order or default that answered a decision, notes). A die may be logged just
// before its battle (as Sharpsburg does) or just after it: rolls wait and join the next battle event,
// or the open battle when something else comes first.
const BATTLE = /^(battle|attack|combat|bombard|assault)/;
const BATTLE_PART =
  /^(die|result|retreat|elimin|loss|step|advance|standing|default|decision|note|rout|disrupt|casualt)/;

/** An event's sentence with the clause that decided it, "... [SH-CRT-4]", when it carries one. */
export function citedText(e: GameEvent): string {
  return typeof e.clause === 'string' ? `${e.text} [${e.clause}]` : e.text;
}

/** Splits a step's events into moves, battles (each with what followed it) and the rest. */
export function reportParts(events: readonly GameEvent[]): ReportParts {
  const parts: ReportParts = { moves: [], battles: [], other: [] };
  let battle: BattleGroup | null = null;
  let rolls: string[] = [];
  const flush = () => {
    (battle ? battle.lines : parts.other).push(...rolls);
    rolls = [];
  };
  for (const e of events) {
    if (e.kind === 'roll') {
      rolls.push(citedText(e));
    } else if (BATTLE.test(e.kind)) {
      battle = { title: citedText(e), lines: rolls };
      rolls = [];
      parts.battles.push(battle);
    } else if (battle && BATTLE_PART.test(e.kind)) {
      battle.lines.push(...rolls, citedText(e));
      rolls = [];
    } else {
      flush();
      battle = null;
      (e.kind === 'move' ? parts.moves : parts.other).push(citedText(e));
    }
  }
  flush();
  return parts;
}

export function formatVp(
  vp: Record<string, number>,
  names?: Record<string, string>,
  t: T = translator('en'),
): string {
  return Object.entries(vp)
    .map(([side, n]) => t('mail.events.vpOf', { side: sideName(side, names), vp: n }))
    .join(t('common.listSeparator'));
}
