// The field as SVG: filled in by drawField (draw-field.ts).
import type { GameEvent } from '../core/events';
import type { View } from '../core/contract';

export function drawView(_view: View, _events: GameEvent[] = []): string {
  return '<svg xmlns="http://www.w3.org/2000/svg"/>';
}
