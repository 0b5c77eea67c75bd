// Types of settings.mjs (plain JavaScript, so that the PGlite thread needs no loader).
export const SETTINGS: Record<string, string>;
export const START_PARAMS: string[];
