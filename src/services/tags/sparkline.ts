/**
 * The points of a sparkline: one point per value, left to right, evenly spaced across `width`; the highest value
 * touches the top and 0 the bottom, inside `pad` units of margin so the stroke is not cut. All zeros (or no
 * values) draw a flat line at the bottom.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 1): string {
  if (values.length === 0) return '';
  const max = Math.max(0, ...values);
  const step = values.length === 1 ? 0 : (width - 2 * pad) / (values.length - 1);
  const span = height - 2 * pad;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((value, i) => {
      const x = pad + i * step;
      const y = max === 0 ? height - pad : pad + span * (1 - Math.max(0, value) / max);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}
