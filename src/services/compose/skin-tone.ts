/**
 * The reader's emoji skin tone (the client setting `skinTone`, 1 by default), read from localStorage
 * 'tsubame:skinTone': 1 is the plain emoji, 2 to 6 the modifiers light to dark. Nothing writes it yet besides
 * `writeSkinTone` (a settings screen would); anything missing or out of range reads as 1.
 */
import { browserStorage } from '../emoji/emoji-frequency';
import { DEFAULT_SKIN_TONE } from '../emoji/unicode-emoji';

export const SKIN_TONE_KEY = 'tsubame:skinTone';

export function readSkinTone(storage: Storage | null = browserStorage()): number {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SKIN_TONE_KEY) ?? null;
  } catch {
    raw = null;
  }
  const tone = Number(raw);
  return raw !== null && Number.isInteger(tone) && tone >= 1 && tone <= 6 ? tone : DEFAULT_SKIN_TONE;
}

export function writeSkinTone(tone: number, storage: Storage | null = browserStorage()): void {
  if (!Number.isInteger(tone) || tone < 1 || tone > 6) return;
  try {
    storage?.setItem(SKIN_TONE_KEY, String(tone));
  } catch {
    // storage refused: the tone is a preference
  }
}
