/**
 * A small line chart of a tag's posts per day over the past 7 days, oldest first. It is an image with the numbers
 * in its label, so a screen reader hears what sighted readers see; the line takes the text colour.
 */
import { sparklinePoints } from '../../services/tags/sparkline';

const WIDTH = 50;
const HEIGHT = 28;

export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <svg
      className="tags-sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      preserveAspectRatio="none"
    >
      <polyline points={sparklinePoints(values, WIDTH, HEIGHT, 2)} fill="none" stroke="currentColor" />
    </svg>
  );
}
