/**
 * The servers this server moderates (GET /api/v1/instance/domain_blocks), as the about page shows them: grouped by
 * severity, suspended first, then limited, each group in the server's order. A server may keep the list to itself:
 * it then answers 404 (or 403, or 410), which is an answer of its own ("not published"), not a failure.
 */
import { isApiError } from '../../domain/errors/api-error';
import { asString, asStringOrNull, isRecord } from '../../domain/entities/coerce';

export type ModerationSeverity = 'suspend' | 'silence';

export interface ModeratedServer {
  /** as the server publishes it: possibly partly hidden with * */
  domain: string;
  /** the SHA-256 of the real domain, hex ('' when not given) */
  digest: string;
  severity: ModerationSeverity;
  /** the server's public reason; '' when none */
  comment: string;
}

export type ModeratedServers =
  | { published: false }
  | { published: true; groups: ReadonlyArray<{ severity: ModerationSeverity; servers: readonly ModeratedServer[] }> };

/** The order the groups are shown in: the harsher first. */
export const SEVERITY_ORDER: readonly ModerationSeverity[] = ['suspend', 'silence'];

function serverOf(raw: unknown): ModeratedServer | null {
  if (!isRecord(raw)) return null;
  const domain = asString(raw.domain).trim();
  const severity = raw.severity;
  if (domain === '' || (severity !== 'suspend' && severity !== 'silence')) return null;
  return { domain, digest: asString(raw.digest), severity, comment: (asStringOrNull(raw.comment) ?? '').trim() };
}

/**
 * The published list, grouped by severity; entries without a domain or with a severity other than suspend or
 * silence are left out, and a group with no server is not listed.
 */
export function moderatedServersOf(raw: unknown): ModeratedServers {
  const servers = (Array.isArray(raw) ? raw : []).map(serverOf).filter((s): s is ModeratedServer => s !== null);
  const groups = SEVERITY_ORDER.map((severity) => ({
    severity,
    servers: servers.filter((server) => server.severity === severity),
  })).filter((group) => group.servers.length > 0);
  return { published: true, groups };
}

/** A refusal that means the server does not publish the list: 403, 404 or 410. */
export function isUnpublished(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'response' && error.status !== null && [403, 404, 410].includes(error.status)
  );
}
