// The plain-text position (POSITION.md): one fact per line, `#` comments; read(write(s)) == s.
import { PositionLines, fail, parsedState, quoted, wholeNumber } from '../core/position-file';
import {
  MAP,
  TURNS,
  UNIT_TYPES,
  cityNamed,
  counterLimit,
  leaderById,
  type Grade,
  type UnitKind,
} from './data';
import { MAX_MOVES } from './rules/march';
import { RULES_VERSION, stateSchema, turnTrack, type State } from './state';

const LIST = (xs: readonly string[]) => (xs.length ? xs.join(' ') : '-');
const UNLIST = (s: string | undefined) => (!s || s === '-' ? [] : s.split(' '));

export function writePosition(s: State): string {
  const lines = [
    '# Scotland the Brave position (see src/games/scotland/POSITION.md)',
    `game scotland`,
    `rules-version ${s.rulesVersion}`,
    `scenario ${s.scenario}`,
    `options ${JSON.stringify(s.options)}`,
    `turn ${s.turn}`,
    `step ${s.step}`,
    `march-dice scots ${s.marchDice.scots} english ${s.marchDice.english}`,
    `order ${s.order.join(' ')}`,
    `player-turn ${s.playerTurn}`,
    `marches-left ${s.marchesLeft}`,
    `levy-die ${s.englishLevyDie ?? '-'}`,
    `restricted ${s.restricted ? 'yes' : 'no'}`,
    `next-unit ${s.nextUnit}`,
    `reinforced ${LIST(s.reinforced)}`,
    `moved ${LIST(Object.entries(s.moves).map(([k, v]) => `${k}=${v}`))}`,
    `checked ${LIST(s.checked)}`,
    `river ${LIST(s.riverEntries)}`,
    ...s.units.map(
      (u) => `unit ${u.id} ${u.side} ${u.grade} ${u.kind} ${u.hex}${u.neutral ? ' neutral' : ''}`,
    ),
    ...s.leaders.map(
      (l) =>
        `leader ${l.id} ${l.status} ${l.hex ?? '-'}${l.returnTurn !== undefined ? ` returns ${l.returnTurn}` : ''}${l.dead ? ' dead' : ''}${l.surrendered ? ' surrendered' : ''}${l.captured ? ' captured' : ''}`,
    ),
    ...(s.markers
      ? [
          `hand scots ${LIST(s.markers.hands.scots)}`,
          `hand english ${LIST(s.markers.hands.english)}`,
          ...s.markers.played.map((p) => `played ${p.side} ${p.marker}`),
        ]
      : []),
    ...(s.northLevyUsed ? ['north-levy used'] : []),
    ...(s.garrisonFights?.length ? [`garrison-fights ${LIST(s.garrisonFights)}`] : []),
    ...(s.stone ? [`stone ${s.stone}`] : []),
    ...Object.entries(s.loyalty).map(([city, side]) => `loyalty ${city} ${side}`),
    ...Object.entries(s.control).map(([hex, side]) => `control ${hex} ${side}`),
    ...(s.result ? [`result ${s.result.winner ?? 'none'} ${s.result.level} ${s.result.summary}`] : []),
  ];
  return lines.join('\n') + '\n';
}

/** The largest numbers a position may hold where the rules set no bound of their own. */
const MOST_UNIT_NUMBER = 99_999;
const MOST_MARCHES = 12; // a six on the March die and every extra March a marker gives
const LAST_RETURN = 99;

export function readPosition(text: string): State {
  const raw: Record<string, unknown> & { units: unknown[]; leaders: unknown[] } = {
    units: [],
    leaders: [],
    loyalty: {},
    control: {},
    result: null,
  };
  const s = raw as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const lines = new PositionLines();
  const hexes: { line: number; hex: string }[] = [];
  const hexAt = (n: number, word: string | undefined) => {
    if (!/^\d{4}$/.test(word ?? '')) fail(n, `expected a hex number, not ${quoted(word)}`);
    hexes.push({ line: n, hex: word! });
    return word!;
  };
  text.split('\n').forEach((line, i) => {
    const t = line.replace(/#.*$/, '').trim();
    if (!t) return;
    const n = i + 1;
    const [key, ...w] = t.split(/\s+/);
    const rest = t.slice(key!.length).trim();
    const int = (x: string | undefined, what: string, min: number, max: number) =>
      wholeNumber(n, x, what, min, max);
    lines.set(FIELDS[key!] ?? key!, n);
    switch (key) {
      case 'game':
        s.game = w[0];
        break;
      case 'rules-version':
        s.rulesVersion = int(w[0], 'the rules version', 1, RULES_VERSION);
        break;
      case 'scenario':
        s.scenario = w[0];
        break;
      case 'options':
        s.options = jsonObject(n, rest);
        break;
      case 'turn':
        s.turn = int(w[0], 'the turn', 0, LONGEST_TRACK);
        break;
      case 'step':
        s.step = w[0];
        break;
      case 'march-dice':
        if (w[0] !== 'scots' || w[2] !== 'english') fail(n, "expected 'march-dice scots N english N'");
        s.marchDice = { scots: int(w[1], 'a March die', 0, 6), english: int(w[3], 'a March die', 0, 6) };
        break;
      case 'order':
        s.order = w;
        break;
      case 'player-turn':
        s.playerTurn = int(w[0], 'the player turn', 0, 1);
        break;
      case 'marches-left':
        s.marchesLeft = int(w[0], 'the Marches left', 0, MOST_MARCHES);
        break;
      case 'levy-die':
        s.englishLevyDie = w[0] === '-' ? null : int(w[0], 'the levy die', 1, 6);
        break;
      case 'restricted':
        s.restricted = w[0] === 'yes';
        break;
      case 'next-unit':
        s.nextUnit = int(w[0], 'the next unit number', 1, MOST_UNIT_NUMBER);
        break;
      case 'reinforced':
        s.reinforced = UNLIST(rest);
        break;
      case 'moved':
        s.moves = Object.fromEntries(
          UNLIST(rest).map((p) => [p.split('=')[0], int(p.split('=')[1], 'a move count', 0, MAX_MOVES)]),
        );
        break;
      case 'checked':
        s.checked = UNLIST(rest);
        break;
      case 'river':
        s.riverEntries = UNLIST(rest);
        break;
      case 'unit':
        lines.set(`units.${raw.units.length}`, n);
        raw.units.push(unitLine(n, w, lines, hexAt));
        break;
      case 'leader': {
        lines.set(`leaders.${raw.leaders.length}`, n);
        if (!leaderById(w[0] ?? '')) fail(n, `unknown leader ${quoted(w[0])}`);
        lines.once(n, w[0]!, 'leader');
        const r = w.indexOf('returns');
        raw.leaders.push({
          id: w[0],
          status: w[1],
          hex: w[2] === '-' ? null : hexAt(n, w[2]),
          ...(r > 0 ? { returnTurn: int(w[r + 1], 'the turn of return', 0, LAST_RETURN) } : {}),
          ...(w.includes('dead') ? { dead: true } : {}),
          ...(w.includes('surrendered') ? { surrendered: true } : {}),
          ...(w.includes('captured') ? { captured: true } : {}),
        });
        break;
      }
      case 'hand':
        s.markers ??= { hands: { scots: [], english: [] }, played: [] };
        s.markers.hands[w[0]!] = UNLIST(w.slice(1).join(' '));
        break;
      case 'played':
        if (!s.markers) fail(n, "a 'played' line comes after the 'hand' lines");
        s.markers.played.push({ side: w[0], marker: w[1] });
        break;
      case 'north-levy':
        s.northLevyUsed = w[0] === 'used';
        break;
      case 'garrison-fights':
        s.garrisonFights = UNLIST(rest);
        break;
      case 'stone':
        s.stone = w[0];
        break;
      case 'loyalty':
        if (!cityNamed(w[0] ?? '')?.loyaltyMarker) fail(n, `${quoted(w[0])} is not a Scottish city`);
        lines.set(`loyalty.${w[0]}`, n);
        s.loyalty[w[0]!] = w[1];
        break;
      case 'control':
        lines.set(`control.${w[0]}`, n);
        s.control[hexAt(n, w[0])] = w[1];
        break;
      case 'result':
        s.result = { winner: w[0] === 'none' ? null : w[0], level: w[1], summary: w.slice(2).join(' ') };
        break;
      default:
        fail(n, `unknown line ${quoted(key)}`);
    }
  });
  const off = hexes.find((h) => !MAP.has(h.hex));
  if (off) fail(off.line, `hex ${off.hex} is not on the map`);
  const state = parsedState(stateSchema, raw, lines);
  // A game that ran its whole track ends on the turn after its last.
  const last = turnTrack(state).length - (state.step === 'over' ? 0 : 1);
  if (state.turn > last)
    fail(
      lines.lineOf(['turn']),
      `turn ${state.turn} is past the end of the ${state.scenario} turn track (${last})`,
    );
  return state;
}

/** The state's field each line sets, where its name differs from the line's first word. */
const FIELDS: Record<string, string> = {
  'rules-version': 'rulesVersion',
  'march-dice': 'marchDice',
  'player-turn': 'playerTurn',
  'marches-left': 'marchesLeft',
  'levy-die': 'englishLevyDie',
  'next-unit': 'nextUnit',
  moved: 'moves',
  river: 'riverEntries',
  hand: 'markers',
  played: 'markers',
  'north-levy': 'northLevyUsed',
  'garrison-fights': 'garrisonFights',
};

const LONGEST_TRACK = Math.max(TURNS.rebellion.length, TURNS.toomTabard.length);

/** `unit ID SIDE GRADE KIND HEX [neutral]`: an id of its side (s/e and a number) used once, and no
 *  more counters of a side, grade and kind than the counter mix holds (STB-2.0). */
function unitLine(
  n: number,
  w: string[],
  lines: PositionLines,
  hexAt: (n: number, word: string | undefined) => string,
): unknown {
  const [id, side, grade, kind, hex, neutral] = w;
  if (side !== 'scots' && side !== 'english') fail(n, `expected scots or english, not ${quoted(side)}`);
  if (!new RegExp(`^${side[0]}\\d{1,5}$`).test(id ?? ''))
    fail(n, `a ${side} unit id is '${side[0]}' and a number, not ${quoted(id)}`);
  lines.once(n, id!);
  if (!UNIT_TYPES.some((t) => t.grade === grade && t.kind === kind))
    fail(
      n,
      `expected a grade (levy, regular, elite) and a kind (infantry, cavalry), not ${quoted(`${grade} ${kind}`)}`,
    );
  lines.count(n, `${side} ${grade} ${kind}`, counterLimit(side, kind as UnitKind, grade as Grade));
  if (neutral !== undefined && neutral !== 'neutral') fail(n, `unexpected ${quoted(neutral)}`);
  return { id, side, grade, kind, hex: hexAt(n, hex), ...(neutral ? { neutral: true } : {}) };
}

function jsonObject(n: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail(n, 'the options are a JSON object, like {"markers":false}');
  }
}
