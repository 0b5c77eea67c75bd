// Types of kept-palette.mjs (plain JavaScript, for the render worker).
export interface Pixels {
  pixels: Buffer;
  width: number;
  height: number;
}
export class KeptPalette {
  constructor(base: Pixels, palette: Uint8Array);
  draw(top: Pixels): Buffer | null;
}
