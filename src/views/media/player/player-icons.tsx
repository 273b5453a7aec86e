/**
 * The media players' button icons: small decorative SVGs drawn in the current text colour (the button's label
 * says what each does).
 */
export type PlayerIconName =
  'play' | 'pause' | 'volume' | 'muted' | 'expand' | 'download' | 'fullScreen' | 'exitFullScreen';

const PATHS: Record<PlayerIconName, string> = {
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M6 4.5h4v15H6zM14 4.5h4v15h-4z',
  volume: 'M4 9h4l5-4.5v15L8 15H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9h4l5-4.5v15L8 15H4zM16 9l5 6M21 9l-5 6',
  expand: 'M4 10V4h6M20 14v6h-6M4 4l6 6M20 20l-6-6',
  download: 'M12 4v11M7 10.5l5 4.5 5-4.5M5 19.5h14',
  fullScreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullScreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
};

/** Icons whose shapes are outlines rather than filled areas. */
const STROKED: ReadonlySet<PlayerIconName> = new Set([
  'volume',
  'muted',
  'expand',
  'download',
  'fullScreen',
  'exitFullScreen',
]);

export function PlayerIcon({ name }: { name: PlayerIconName }) {
  const stroked = STROKED.has(name);
  return (
    <svg
      className="player-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={stroked ? 'none' : 'currentColor'}
      stroke={stroked ? 'currentColor' : 'none'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
