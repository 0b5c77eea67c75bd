// Points as tournament tables write them: 2½, ½, 3.
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole === 0.5 ? '½' : '';
  return whole === 0 && half ? half : `${whole}${half}`;
}
