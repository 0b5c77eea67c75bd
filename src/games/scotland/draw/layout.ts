// Page geometry of the Scotland map picture: 1000 px wide so the PNG in a mail reads on a phone
// (shown at about 390 px). Hex 0101's centre sits at ORIGIN; everything else follows core/hex.ts.
import { hexLayout } from '../../core/hex-layout';
import { measureText } from '../../core/labels/measure';
import type { Point } from '../../core/svg';
import { MAP_COLUMNS, MAP_ROWS } from '../data';

export const WIDTH = 1000;
export const HEADER = 64;
export const SIDE_MARGIN = 8;
/** Centre to corner: the 12 columns fill the width (1.5 per column plus half a hex each side). */
export const HEX = (WIDTH - 2 * SIDE_MARGIN) / (1.5 * (MAP_COLUMNS - 1) + 2);
export const ORIGIN: Point = { x: SIDE_MARGIN + HEX, y: HEADER + (Math.sqrt(3) / 2) * HEX };
export const MAP_HEIGHT = Math.sqrt(3) * HEX * (MAP_ROWS + 0.5);
export const LEGEND_HEIGHT = 96;
export const HEIGHT = HEADER + MAP_HEIGHT + LEGEND_HEIGHT;

export const { centre, corners, hexsideSegment } = hexLayout(HEX, ORIGIN);

/** The width the font draws `content` at (a wide, CJK, character a full em). */
export const labelWidth = measureText;
