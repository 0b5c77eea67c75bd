// What each step is called where players read it (mail subjects, the map's title band); never the
// engine's step id.
import { phasing, type State } from './state';
import { isToomTabard } from './rules/scenario';

export const STEP_TITLES: Record<string, string> = {
  'setup-english': 'Set-up: English garrisons',
  'setup-scots': "Set-up: Wallace's rising",
  'player-turn': 'player turn',
  mobilisation: 'Mobilization and foraging',
};

/** The Toom Tabard's set-up step: the Scots place Balliol's army (STB-13.2.1c). */
export const TOOM_TABARD_SETUP_TITLE = "Set-up: Balliol's army";

/** A step's title in this game's scenario. */
export function stepTitle(state: State, step: string = state.step): string {
  if (step === 'setup-scots' && isToomTabard(state)) return TOOM_TABARD_SETUP_TITLE;
  return STEP_TITLES[step] ?? step;
}

export const sideAdjective = (side: string): string => (side === 'scots' ? 'Scottish' : 'English');

/** The step without the month: "Scottish player turn", "Mobilization and foraging". */
export function stepHeading(state: State): string {
  if (state.result) return 'The game is over';
  if (state.live) return `${sideAdjective(state.live.ask.side)} reaction`;
  if (state.step === 'player-turn') {
    const side = phasing(state);
    return side ? `${sideAdjective(side)} player turn` : 'Player turn';
  }
  return stepTitle(state);
}
