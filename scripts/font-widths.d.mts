// Types of font-widths.mjs (plain JavaScript, run with node to write the table).
export const CODE_POINTS: number[];
export function widths(file: string): {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  advance: Record<string, number>;
};
