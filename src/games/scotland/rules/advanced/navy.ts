// STB-14.2.1a-b (option `englishNavy`): from May to September, in a battle in a coastal hex (coast and
// land), England makes one extra attack each round with combat value 1, whether it attacks or
// defends; city modifiers never touch it, and the Scottish player assigns its hit as for the archers
// (STB-AMB-66, STB-AMB-88: a city on the coast is coastal).
import type { HexId } from '../../../core/hex';
import { isCoastal } from '../../data';
import { battleWords } from '../../names';
import { currentTurn, type State } from '../../state';
import type { BattleHooks, ExtraAttack } from '../battle';
import { advanced } from './options';

const NAVY: ExtraAttack = { side: 'english', value: 1, label: 'the English navy', cityPenalty: false };
const SAILING_MONTHS = { from: 5, to: 9 };

/** Whether the navy joins a battle in `hex` this month. */
export function navySails(state: State, hex: HexId): boolean {
  const month = currentTurn(state).month;
  return (
    advanced(state, 'englishNavy') &&
    isCoastal(hex) &&
    month >= SAILING_MONTHS.from &&
    month <= SAILING_MONTHS.to
  );
}

/** The battle's hooks with the navy's attack added to every round when it sails. */
export function withNavy(state: State, hex: HexId, hooks: BattleHooks | undefined): BattleHooks | undefined {
  if (!navySails(state, hex)) return hooks;
  return {
    ...hooks,
    beforeFirstStrike(view, emit) {
      const mods = hooks?.beforeFirstStrike?.(view, emit) ?? {};
      if (view.round === 1)
        emit({ kind: 'note', text: `The English navy joins ${battleWords(hex)} (STB-14.2.1a).`, hex });
      return { ...mods, extraAttacks: [...(mods.extraAttacks ?? []), NAVY] };
    },
  };
}
