import type { Status } from '../../../services/entities';

// Placeholder until this part of the status renderer is written.
export function LinkCard(_props: { status: Status }) {
  return null;
}
