import type { Status } from '../../../services/entities';

// Placeholder until this part of the status renderer is written.
export function MediaGrid(_props: { status: Status }) {
  return null;
}
