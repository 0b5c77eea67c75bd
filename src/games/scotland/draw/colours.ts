// One colour per side everywhere in the picture (counters, loyalty, arrows): the saltire's blue for
// the Scots, St George's red for the English, grey for neutral nobles. The source's counters are
// reddish-brown and tan (STB-2.2c); on a phone blue against red reads better than brown against tan.
export const SIDE_COLOURS = {
  scots: { fill: '#1d4f9c', ink: '#fff', border: '#0d2a5c' },
  english: { fill: '#c8102e', ink: '#fff', border: '#6e0718' },
  neutral: { fill: '#8c8c8c', ink: '#fff', border: '#4a4a4a' },
} as const;

export const LOYALTY_COLOURS = {
  scottish: SIDE_COLOURS.scots,
  english: SIDE_COLOURS.english,
  neutral: SIDE_COLOURS.neutral,
} as const;
