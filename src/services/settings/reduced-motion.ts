/**
 * Whether motion is reduced, for motion decided in code (animated emoji and avatars, GIF autoplay, the audio
 * visualiser): the reader's choice in the settings first (`data-motion="reduce"` on <html>, put there by
 * device-settings.ts and by index.html before the first paint), else the system's prefers-reduced-motion.
 * Read when it matters: it is small enough for the first page.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

let made: { by: typeof window.matchMedia; query: MediaQueryList } | null = null;

/**
 * The system's setting as one live query list, made once (per matchMedia, which a test may replace): every post's
 * avatar and emoji ask, and each call of matchMedia makes and evaluates a new list.
 */
export function reducedMotionQuery(): MediaQueryList | null {
  const matchMedia = typeof window === 'undefined' ? undefined : window.matchMedia;
  if (typeof matchMedia !== 'function') return null;
  if (made?.by !== matchMedia) made = { by: matchMedia, query: matchMedia.call(window, REDUCED_MOTION_QUERY) };
  return made.query;
}

export const reducedMotion = (): boolean =>
  document.documentElement.dataset.motion === 'reduce' || reducedMotionQuery()?.matches === true;
