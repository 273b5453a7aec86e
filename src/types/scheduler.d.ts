/** The one entry of React's scheduler package the app uses (the package ships no types). */
declare module 'scheduler' {
  /** Sets how often a render gives the page back: every floor(1000 / fps) ms; 0 restores the default, 5 ms. */
  export function unstable_forceFrameRate(fps: number): void;
}
