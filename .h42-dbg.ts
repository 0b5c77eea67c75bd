import { sharpsburg } from './src/games/sharpsburg';
import { mapPicture } from './src/games/sharpsburg/draw';
import { labelFaults } from './src/games/core/labels/paint';
import { selfplay, gameSeed } from './src/games/selfplay';
const [seed, want] = [process.argv[2]!, Number(process.argv[3])];
let step = 0;
for (let i = 0; i < 50 && step < want; i++) selfplay(sharpsburg, { games: 1, seed: gameSeed(seed, i), onStep: ({ state, events }) => {
  step++;
  if (step !== want) return;
  for (const side of ['union', 'confederate'] as const) {
    const p = mapPicture(sharpsburg.view(state as any, side), events);
    const f = labelFaults(p.marks, { x0: 0, y0: 0, x1: p.width, y1: p.height });
    if (!f.length) continue;
    console.log(side, f);
    const units = (state as any).units;
    const ids = new Set(f.flatMap((x) => [...x.matchAll(/counter (\w+)/g)].map((m) => m[1])));
    for (const id of ids) { const hex = units[id!].at; console.log(id, hex, Object.entries(units).filter(([, u]: any) => u.at === hex).map(([k]) => k)); }
  }
}});
