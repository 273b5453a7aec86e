/**
 * Whether motion is reduced, for motion decided in code (animated emoji and avatars, GIF autoplay, the audio
 * visualiser): the reader's choice in the settings first (`data-motion="reduce"` on <html>, put there by
 * device-settings.ts and by index.html before the first paint), else the system's prefers-reduced-motion.
 * Read when it matters: it is small enough for the first page.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const reducedMotion = (): boolean =>
  document.documentElement.dataset.motion === 'reduce' || window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
