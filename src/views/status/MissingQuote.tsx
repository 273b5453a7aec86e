/**
 * Asks the server for a quoted post the store does not have (the data layer's quoted-status resource).
 * Loaded only when such a quote is shown, so the first feed does not carry the data charts.
 */
import { quotedStatus } from '../../services/data/definitions/quoted-status';
import { useResource } from '../../services/data/use-data';

export default function MissingQuote({ parentId, quotedId }: { parentId: string; quotedId: string }) {
  useResource(quotedStatus, { parentId, quotedId });
  return null;
}
