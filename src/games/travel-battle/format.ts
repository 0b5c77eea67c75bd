// The normal form of each order: what formatOrder prints and parseOrders reads back.
import type { Policy, TbOrder } from './order-types';

function formatPolicy(p: Policy): string {
  switch (p.policy) {
    case 'reroll':
      return p.threshold === null ? 'reroll never' : `reroll if losing by ${p.threshold}`;
    case 'pushback':
      return `pushback prefer ${p.prefer.join(' ')}`;
    case 'flee':
      return `flee prefer ${p.prefer ?? 'brigadier'}`;
    case 'brigadier':
      return `brigadier ${p.unit ? `${p.unit} ` : ''}prefer ${p.prefer}`;
    case 'stacked':
      return `stacked first ${p.first}`;
  }
}

export function formatTbOrder(o: TbOrder): string {
  switch (o.kind) {
    case 'board':
      return `board ${o.board}`;
    case 'side':
      return `side ${o.choice}`;
    case 'orient':
      return `orient ${o.edge}`;
    case 'brigade':
      return `brigade ${o.n}: ${o.units.join(' ')}`;
    case 'preset':
      return `preset ${o.n}`;
    case 'deploy':
      return `deploy ${o.places.map((p) => `${p.unit} ${p.at}`).join(' ')}`;
    case 'move':
      return `move ${o.unit} ${o.path.join(' ')}`;
    case 'moveTo':
      return `move ${o.unit} to ${o.to}`;
    case 'fire':
      return `fire ${o.unit} at ${o.at}`;
    case 'square':
    case 'unsquare':
      return `${o.kind} ${o.unit}`;
    case 'attack':
      return `attack ${o.at}${o.target ? ` ${o.target}` : ''} with ${o.unit}`;
    case 'pass':
      return 'pass';
    case 'offer':
      return 'offer draw';
    case 'standing':
      return formatPolicy(o.rule);
  }
}
