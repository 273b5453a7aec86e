/**
 * Whether labels may hold full dates yet. The first date formatter a page creates loads the browser's locale data,
 * a noticeable moment of main-thread work; the first posts' accessible names (which give each post's full date)
 * do not wait for it. Until it has been made, after the first paint when the browser is idle, a post's label
 * leaves its date out; the posts then on the page relabel themselves once, and every later one is labelled in
 * full from the start.
 */
import { useSyncExternalStore } from 'react';
import { afterPaintAndIdle } from '../../services/after-paint';
import { fullDateTime } from './time-format';

let ready = false;
let asked = false;
const listeners = new Set<() => void>();

/** Makes the date formatter of `language` now; labels hold dates from then on. */
export function prepareDateLabels(language: string): void {
  if (!ready) fullDateTime(new Date(0), language);
  ready = true;
  for (const listener of [...listeners]) listener();
}

/** The first subscriber (a post on the page) has the formatter made once the first posts have painted. */
const subscribers = new Map<string, (listener: () => void) => () => void>();
function subscriberFor(language: string) {
  let subscribe = subscribers.get(language);
  if (subscribe === undefined) {
    subscribe = (listener) => {
      listeners.add(listener);
      if (!ready && !asked) {
        asked = true;
        void afterPaintAndIdle().then(() => prepareDateLabels(language));
      }
      return () => listeners.delete(listener);
    };
    subscribers.set(language, subscribe);
  }
  return subscribe;
}

const isReady = () => ready;

/** True once labels may hold dates. */
export function useDateLabelsReady(language: string): boolean {
  return useSyncExternalStore(subscriberFor(language), isReady, isReady);
}
