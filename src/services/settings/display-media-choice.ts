/**
 * The reader's own media display chosen in the settings: kept on this device per account
 * (`tsubame:display-media:<server>|<account id>`), it goes before the server's preference. The preferences
 * loader applies it (with the server's answer, or without one when the fetch fails), and a choice made in the
 * settings applies at once. Downloaded after the first paint only (with the loader or the settings screen).
 */
import type { DisplayMedia } from '../../machines/media-visibility';
import type { EntityStore } from '../store';
import { setDisplayMedia } from './display-media';

export const displayMediaKey = (server: string, accountId: string) => `tsubame:display-media:${server}|${accountId}`;

/** The choice kept for the account; null when there is none (or storage is denied or holds something else). */
export function chosenDisplayMedia(server: string, accountId: string | null): DisplayMedia | null {
  if (accountId === null) return null;
  try {
    const value = localStorage.getItem(displayMediaKey(server, accountId));
    return value === 'default' || value === 'show_all' || value === 'hide_all' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the reader's choice for the account and applies it at once. */
export function chooseDisplayMedia(store: EntityStore, server: string, accountId: string, value: DisplayMedia): void {
  try {
    localStorage.setItem(displayMediaKey(server, accountId), value);
  } catch {
    // storage denied: the choice lasts until the preferences are read again
  }
  setDisplayMedia(store, value);
}
