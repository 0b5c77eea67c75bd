// The map picture: builds the DATA helper's drawing scene (draw/) from a view and this step's events.
import type { View } from '../core/contract';
import type { GameEvent } from '../core/events';
import type { Lang } from '../core/lang';
import { leaderById, unitType } from './data';
import type { MapPicture } from '../core/labels/paint';
import { mapPicture, type Loyalty, type Scene, type SceneStack } from './draw';
import type { LeaderState, UnitState } from './state';
import { mapWords, scotlandTexts } from './texts';
import { STEP_TITLES } from './step-titles';

/** A leader as the view shows him: his name in this scenario (Balliol on the Wallace counter, STB-13.1a). */
type ViewLeader = Pick<LeaderState, 'id' | 'hex' | 'status'> & { name?: string };

/** The id a stack is drawn with (the orders page taps it): its first leader's, else the hex's. */
export function stackId(leaders: readonly { id: string; hex?: string | null }[], hex: string): string {
  return leaders.find((l) => l.hex === hex)?.id ?? `stack-${hex}`;
}

function stacks(
  units: readonly UnitState[],
  leaders: readonly ViewLeader[],
  say: (english: string) => string,
): SceneStack[] {
  const hexes = [...new Set([...units.map((u) => u.hex), ...leaders.map((l) => l.hex!)])].sort();
  return hexes.map((hex) => {
    const us = units.filter((u) => u.hex === hex);
    const ls = leaders.filter((l) => l.hex === hex);
    const neutral = us.some((u) => u.neutral) || ls.some((l) => l.status === 'neutral');
    const side = us[0]?.side ?? leaderById(ls[0]!.id)!.side;
    const labels = [
      ...ls.map((l) => say(l.name ?? leaderById(l.id)!.name)),
      ...us.map((u) => `${u.grade[0]!.toUpperCase()}${unitType(u.kind, u.grade).full}`),
    ];
    return {
      id: stackId(leaders, hex),
      hex,
      owner: neutral ? 'neutral' : side,
      labels,
      units: us.length,
      kind: ls.length ? 'leader' : (us[0]?.kind ?? 'infantry'),
    };
  });
}

/** Whose step and when, in words: "Scottish player turn, June 1297" (never the step's id). */
function subtitle(view: View, lang: Lang, say: (english: string) => string): string {
  const step = typeof view.stepTitle === 'string' ? view.stepTitle : (STEP_TITLES[String(view.step)] ?? '');
  const when = view.turn === 'ended' ? '' : say(String(view.turn));
  return [scotlandTexts.sentence(lang, step), when].filter(Boolean).join(lang === 'ja' ? '、' : ', ');
}

/** The map `view` shows, with this step's events; in the reader's language (English by default). */
export function drawView(view: View, events: readonly GameEvent[] = [], lang: Lang = 'en'): string {
  return viewPicture(view, events, lang).svg;
}

/** drawView's picture with the boxes of what it draws (test/map-labels reads them). */
export function viewPicture(view: View, events: readonly GameEvent[] = [], lang: Lang = 'en'): MapPicture {
  const words = mapWords(lang);
  const say = words?.say ?? ((english: string) => english);
  const units = (view.units as UnitState[] | undefined) ?? [];
  const leaders = (view.leaders as ViewLeader[] | undefined) ?? [];
  const loyalty = Object.fromEntries(
    Object.entries((view.loyalty as Record<string, string>) ?? {}).map(([c, s]) => [
      c,
      (s === 'scots' ? 'scottish' : 'english') as Loyalty,
    ]),
  );
  const scene: Scene = {
    title: say('Scotland the Brave'),
    subtitle: subtitle(view, lang, say),
    stacks: stacks(units, leaders, say),
    loyalty,
    marches: events
      .filter((e) => e.kind === 'move')
      .map((e) => ({ side: e.side as 'scots' | 'english', path: e.route as string[] })),
    battles: events
      .filter((e) => e.kind === 'battle-result')
      .map((e) => ({
        hex: String(e.hex ?? ''),
        label: say(e.winner ? `${e.winner === 'scots' ? 'Scots' : 'English'} win` : 'no winner'),
      }))
      .filter((b) => b.hex !== ''),
  };
  return mapPicture(scene, words);
}
