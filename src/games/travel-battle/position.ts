// The position file (POSITION.md): plain text, one fact per line, read back to the same state.
import { ARMY } from './data/load';
import { KINDS, STEPS, isSide, stateSchema } from './state';
import type { TbSide, TbState, Unit } from './state';

const dash = (v: string | number | null): string => (v === null ? '-' : String(v));
const undash = (v: string | undefined): string | null => (v === undefined || v === '-' ? null : v);

function unitLine(u: Unit): string {
  const status = u.removed
    ? 'removed'
    : u.at === null
      ? 'reserve'
      : u.haltedAt !== null
        ? `halted@${u.haltedAt}`
        : 'ready';
  return [
    'unit',
    u.side,
    u.id,
    u.kind,
    `brigade=${dash(u.brigade)}`,
    `at=${dash(u.at)}`,
    `facing=${u.reversedAt === null ? 'normal' : `reversed@${u.reversedAt}`}`,
    `formation=${u.formed ? 'square' : 'line'}`,
    `status=${status}`,
  ].join(' ');
}

export function writePosition(s: TbState): string {
  const board = (side: TbSide) => {
    const b = s.boards[side];
    return b ? `${b.board} ${dash(b.orient)}` : '- -';
  };
  return [
    '# Travel Battle position (see POSITION.md)',
    `game ${s.game}`,
    `rules ${s.rulesVersion}`,
    `scenario ${s.scenario}`,
    `options ${JSON.stringify(s.options)}`,
    `step ${s.step}`,
    `player-turn ${s.playerTurn}`,
    `phasing ${dash(s.phasing)}`,
    `first ${dash(s.first)}`,
    `chooser ${dash(s.chooser)}`,
    `orient-pending ${s.orientPending.join(' ') || '-'}`,
    `deploy-next ${dash(s.deployNext)}`,
    `board red ${board('red')}`,
    `board blue ${board('blue')}`,
    `left ${dash(s.leftOwner)}`,
    `destroyed red ${s.destroyed.red.join(' ') || '-'}`,
    `destroyed blue ${s.destroyed.blue.join(' ') || '-'}`,
    `winner ${dash(s.winner)}`,
    `draw-offer ${dash(s.drawOffer)}`,
    ...s.units.map(unitLine),
    '',
  ].join('\n');
}

const side = (v: string | undefined): TbSide | null => {
  const x = undash(v);
  if (x !== null && !isSide(x)) throw new Error(`not a side: ${x}`);
  return x;
};
const nums = (vs: string[]): number[] => vs.filter((v) => v !== '-').map(Number);
const at = (v: string, prefix: string): number | null =>
  v.startsWith(prefix) ? Number(v.slice(prefix.length)) : null;

function readUnit(words: string[]): Unit {
  const [, sd, id, kind, ...kv] = words;
  const f = Object.fromEntries(kv.map((w) => w.split('=') as [string, string]));
  if (!(KINDS as readonly string[]).includes(kind ?? '')) throw new Error(`unit kind: ${kind}`);
  const status = f.status ?? 'ready';
  return {
    id: id as string,
    side: side(sd) as TbSide,
    kind: kind as Unit['kind'],
    name: ARMY.find((a) => a.id === id)?.name ?? (id as string),
    brigade: undash(f.brigade) === null ? null : Number(f.brigade),
    at: undash(f.at),
    removed: status === 'removed',
    reversedAt: at(f.facing ?? 'normal', 'reversed@'),
    formed: f.formation === 'square',
    haltedAt: at(status, 'halted@'),
  };
}

export function readPosition(text: string): TbState {
  const s: Record<string, unknown> = {
    boards: { red: null, blue: null },
    destroyed: { red: [], blue: [] },
    units: [],
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const words = line.split(/\s+/);
    const [key, a, b, c] = words;
    const rest = line.slice((key ?? '').length).trim();
    if (key === 'game') s.game = a;
    else if (key === 'rules') s.rulesVersion = Number(a);
    else if (key === 'scenario') s.scenario = a;
    else if (key === 'options') s.options = JSON.parse(rest);
    else if (key === 'step' && (STEPS as readonly string[]).includes(a ?? '')) s.step = a;
    else if (key === 'player-turn') s.playerTurn = Number(a);
    else if (key === 'phasing' || key === 'first' || key === 'chooser' || key === 'winner') s[key] = side(a);
    else if (key === 'deploy-next') s.deployNext = side(a);
    else if (key === 'draw-offer') s.drawOffer = side(a);
    else if (key === 'orient-pending') s.orientPending = words.slice(1).filter((w) => w !== '-');
    else if (key === 'left') s.leftOwner = side(a);
    else if (key === 'board')
      (s.boards as Record<string, unknown>)[a as string] =
        b === '-' ? null : { board: b, orient: c === '-' ? null : Number(c) };
    else if (key === 'destroyed')
      (s.destroyed as Record<string, number[]>)[a as string] = nums(words.slice(2));
    else if (key === 'unit') (s.units as Unit[]).push(readUnit(words));
    else throw new Error(`position file: cannot read '${line}'`);
  }
  return stateSchema.parse(s);
}
