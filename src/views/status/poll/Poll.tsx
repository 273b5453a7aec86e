import type { Status } from '../../../services/entities';

// Placeholder until this part of the status renderer is written.
export function Poll(_props: { status: Status }) {
  return null;
}
