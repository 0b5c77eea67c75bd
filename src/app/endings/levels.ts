// The result levels of the endings outside the rules: written by end-game.ts, read by a ladder's
// rating (rate-game.ts), which counts each as the ladder's settings say.
export const ENDING_LEVEL = {
  resign: 'resignation',
  forfeit: 'forfeit',
  draw: 'draw by agreement',
} as const;
