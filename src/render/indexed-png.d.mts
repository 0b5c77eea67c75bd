// Types of indexed-png.mjs (plain JavaScript, for the render worker).
export function indexedPng(
  indices: Uint8Array,
  width: number,
  height: number,
  palette: Uint8Array,
  roomy?: number,
): Buffer;
export function paletteOf(png: Buffer): Uint8Array | null;
