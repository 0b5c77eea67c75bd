// The plain-text position (POSITION.md): one fact per line, `#` comments; read(write(s)) == s.
import { stateSchema, type State } from './state';

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

export function readPosition(text: string): State {
  const raw: Record<string, unknown> & { units: unknown[]; leaders: unknown[] } = {
    units: [],
    leaders: [],
    loyalty: {},
    control: {},
    result: null,
  };
  const s = raw as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  text.split('\n').forEach((line, i) => {
    const t = line.replace(/#.*$/, '').trim();
    if (!t) return;
    const [key, ...w] = t.split(/\s+/);
    const rest = t.slice(key!.length).trim();
    const int = (x: string | undefined) => Number.parseInt(x ?? '', 10);
    switch (key) {
      case 'game':
        s.game = w[0];
        break;
      case 'rules-version':
        s.rulesVersion = int(w[0]);
        break;
      case 'scenario':
        s.scenario = w[0];
        break;
      case 'options':
        s.options = JSON.parse(rest);
        break;
      case 'turn':
        s.turn = int(w[0]);
        break;
      case 'step':
        s.step = w[0];
        break;
      case 'march-dice':
        s.marchDice = { scots: int(w[1]), english: int(w[3]) };
        break;
      case 'order':
        s.order = w;
        break;
      case 'player-turn':
        s.playerTurn = int(w[0]);
        break;
      case 'marches-left':
        s.marchesLeft = int(w[0]);
        break;
      case 'levy-die':
        s.englishLevyDie = w[0] === '-' ? null : int(w[0]);
        break;
      case 'restricted':
        s.restricted = w[0] === 'yes';
        break;
      case 'next-unit':
        s.nextUnit = int(w[0]);
        break;
      case 'reinforced':
        s.reinforced = UNLIST(rest);
        break;
      case 'moved':
        s.moves = Object.fromEntries(UNLIST(rest).map((p) => [p.split('=')[0], int(p.split('=')[1])]));
        break;
      case 'checked':
        s.checked = UNLIST(rest);
        break;
      case 'river':
        s.riverEntries = UNLIST(rest);
        break;
      case 'unit':
        raw.units.push({
          id: w[0],
          side: w[1],
          grade: w[2],
          kind: w[3],
          hex: w[4],
          ...(w[5] === 'neutral' ? { neutral: true } : {}),
        });
        break;
      case 'leader': {
        const r = w.indexOf('returns');
        raw.leaders.push({
          id: w[0],
          status: w[1],
          hex: w[2] === '-' ? null : w[2],
          ...(r > 0 ? { returnTurn: int(w[r + 1]) } : {}),
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
        s.loyalty[w[0]!] = w[1];
        break;
      case 'control':
        s.control[w[0]!] = w[1];
        break;
      case 'result':
        s.result = { winner: w[0] === 'none' ? null : w[0], level: w[1], summary: w.slice(2).join(' ') };
        break;
      default:
        throw new Error(`position line ${i + 1}: unknown key '${key}'`);
    }
  });
  return stateSchema.parse(raw);
}
