/**
 * What the audio player chart hears of its <audio> element: the element's own events become the chart's MEDIA_*
 * events, and the state the element is already in when it is handed over is reported at once.
 *
 * A media element can load its metadata, or fail, before anyone listens: a file the browser already holds (the
 * same address fetched a moment before, e.g. by a picture) answers at once, possibly before the page has drawn the
 * player. An event missed then never comes again, and a chart waiting for it would wait for ever. So the chart is
 * told what the element already knows, and listens with the element's own listeners from the moment it is
 * attached.
 *
 * A `pause` event is reported only while the element is paused when it arrives: the event of a pause that play()
 * has since undone (a quick drag of the seek bar) is stale, and would pause a player whose audio plays on.
 */
import type { AudioPlayerEvent } from '../../machines/audio-player.machine';

// the element's readyState values (HTMLMediaElement.HAVE_*)
const HAVE_METADATA = 1;
const HAVE_FUTURE_DATA = 3;

/**
 * Starts reporting `element`'s state and events to `send`; returns the function that stops it. Reported at once:
 * a failure (MEDIA_ERROR), else metadata already in (MEDIA_LOADED with the element's duration) and playback
 * already under way (MEDIA_PLAYING).
 */
export function followAudioElement(element: HTMLMediaElement, send: (event: AudioPlayerEvent) => void): () => void {
  const listeners: Record<string, () => void> = {
    loadedmetadata: () => send({ type: 'MEDIA_LOADED', duration: element.duration }),
    timeupdate: () => send({ type: 'MEDIA_TIME', currentTime: element.currentTime }),
    playing: () => send({ type: 'MEDIA_PLAYING' }),
    pause: () => {
      if (element.paused) send({ type: 'MEDIA_PAUSED' });
    },
    ended: () => send({ type: 'MEDIA_ENDED' }),
    error: () => send({ type: 'MEDIA_ERROR' }),
  };
  for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);

  if (element.error) send({ type: 'MEDIA_ERROR' });
  else if (element.readyState >= HAVE_METADATA) {
    send({ type: 'MEDIA_LOADED', duration: element.duration });
    if (!element.paused && element.readyState >= HAVE_FUTURE_DATA) send({ type: 'MEDIA_PLAYING' });
  }

  return () => {
    for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
  };
}
