/**
 * Where each video or audio of the media viewer starts, kept per attachment while the viewer is open (the
 * gallery chart holds the map; a new post opened or the viewer closed forgets it).
 *
 * - An attachment shown for the first time starts at its beginning and plays: the reader opened the viewer to
 *   watch it.
 * - Opened from a player that hands over (the inline player's expand button), the opened attachment starts where
 *   that player was, playing if it was playing and paused if it was paused.
 * - While an attachment is shown, its player's position is kept as it moves.
 * - Leaving an attachment (next, previous, another index, closing) keeps its position and marks it paused: coming
 *   back shows it paused where it was left, so moving through a gallery never starts sound by itself.
 * - Closing gives the kept positions back to whoever opened the viewer (the inline player goes there, paused).
 * Pictures never report a position, so they never have an entry.
 */

export interface MediaStart {
  /** seconds from the beginning */
  time: number;
  /** the player plays as soon as it is shown */
  autoPlay: boolean;
}

export type KeptPositions = Readonly<Record<string, MediaStart>>;

export const NO_POSITIONS: KeptPositions = {};

/** The start of an attachment never shown in this viewer. */
export const FIRST_SHOW: MediaStart = { time: 0, autoPlay: true };

const seconds = (time: number | undefined) => (time !== undefined && Number.isFinite(time) ? Math.max(0, time) : 0);

/** Where and how the attachment starts when shown now. */
export function startOf(positions: KeptPositions, attachmentId: string | undefined): MediaStart {
  if (attachmentId === undefined || !Object.hasOwn(positions, attachmentId)) return FIRST_SHOW;
  return positions[attachmentId]!;
}

/**
 * The map a viewer opens with: empty, or the opened attachment's start when a player handed it over (its time
 * and whether it played; playing unless told).
 */
export function openedPositions(
  attachmentId: string | undefined,
  handover: { startTime?: number; autoPlay?: boolean },
): KeptPositions {
  if (attachmentId === undefined || (handover.startTime === undefined && handover.autoPlay === undefined)) {
    return NO_POSITIONS;
  }
  return { [attachmentId]: { time: seconds(handover.startTime), autoPlay: handover.autoPlay ?? true } };
}

/** The shown attachment's player is at `time` (an unusable time changes nothing). */
export function keepTime(positions: KeptPositions, attachmentId: string, time: number): KeptPositions {
  if (!Number.isFinite(time)) return positions;
  const kept = startOf(positions, attachmentId);
  const at = Math.max(0, time);
  if (Object.hasOwn(positions, attachmentId) && kept.time === at) return positions;
  return { ...positions, [attachmentId]: { ...kept, time: at } };
}

/** The reader leaves the attachment: its position stays, and it comes back paused. */
export function leave(positions: KeptPositions, attachmentId: string | undefined): KeptPositions {
  if (attachmentId === undefined || !Object.hasOwn(positions, attachmentId)) return positions;
  const kept = positions[attachmentId]!;
  return kept.autoPlay ? { ...positions, [attachmentId]: { ...kept, autoPlay: false } } : positions;
}
