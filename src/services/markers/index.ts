/** Read markers: the home timeline's reading position saved to and restored from the server. */
export { createHomeMarker, flushOnPageHide, homeMarkerOf, isNewerId, MARKER_THROTTLE_MS } from './home-marker';
export { prefetchHomeMarker } from './early-home-marker';
export type { HomeMarker, HomeMarkerOptions } from './home-marker';
export { createThrottle, realTimers } from './marker-throttle';
export type { Throttle, ThrottleTimers } from './marker-throttle';
// the chart (home-marker-machine.ts) is imported by path: it downloads after the first posts have painted
