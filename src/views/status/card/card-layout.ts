/**
 * Link card geometry (spec 9): 16:9 for a video card, 1.91:1 for a wide image (wider than tall), 1:1 otherwise
 * (the compact layout, thumbnail beside the text).
 */
import type { Card } from '../../../services/entities';

export type CardLayout =
  { kind: 'video'; ratio: number } | { kind: 'wide'; ratio: number } | { kind: 'compact'; ratio: number };

export const VIDEO_CARD_RATIO = 16 / 9;
export const WIDE_CARD_RATIO = 1.91;
export const COMPACT_CARD_RATIO = 1;

export function cardLayout(card: Pick<Card, 'type' | 'image' | 'width' | 'height'>): CardLayout {
  if (card.type === 'video') return { kind: 'video', ratio: VIDEO_CARD_RATIO };
  if (card.image !== null && card.width > card.height && card.height > 0)
    return { kind: 'wide', ratio: WIDE_CARD_RATIO };
  return { kind: 'compact', ratio: COMPACT_CARD_RATIO };
}
