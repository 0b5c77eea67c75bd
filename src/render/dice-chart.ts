// A die's faces as a small SVG bar chart (issue #45): one bar per face, the count a fair die would give
// as a dashed line. Sized for a phone; the dice statistics of a game page and of the hub.

const W = 240;
const H = 90;

/** Bars for the faces, a dashed line at the count a fair die would give on average. */
export function diceChart(counts: readonly number[], label: string): string {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  const top = Math.max(expected, ...counts) || 1;
  const slot = W / counts.length;
  const y = (n: number) => (H - 16) * (1 - n / top) + 2;
  const bars = counts
    .map((n, i) => {
      const x = i * slot + slot * 0.15;
      const names = counts.length <= 12 || i % 5 === 0 || i === counts.length - 1;
      return (
        `<rect x="${x.toFixed(1)}" y="${y(n).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${(H - 14 - y(n)).toFixed(1)}" fill="#7a2e1d"><title>${i + 1}: ${n}</title></rect>` +
        (names
          ? `<text x="${(x + slot * 0.35).toFixed(1)}" y="${H - 2}" text-anchor="middle">${i + 1}</text>`
          : '')
      );
    })
    .join('');
  const fair = `<line x1="0" x2="${W}" y1="${y(expected).toFixed(1)}" y2="${y(expected).toFixed(1)}" stroke="#554" stroke-dasharray="4 3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}" font-family="sans-serif" font-size="10" class="dice-chart">${bars}${fair}</svg>`;
}
