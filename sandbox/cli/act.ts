/**
 * `npm run sandbox:act -- [--url http://127.0.0.1:4000] <command> ...`: makes things happen on a running sandbox
 * through its /_sandbox/ endpoint, acting as any account, and prints what it did.
 *
 *   post --as bob "Hello" [--visibility public] [--reply-to ID] [--cw TEXT] [--media N] [--media-kind image|video|gifv|audio]
 *        [--cover] (audio with a cover picture; without it, a bare audio file whose preview_url is the file)
 *   mention --as bob alice "text" [--visibility direct]
 *   favourite --as bob ID        unfavourite --as bob ID   reblog --as bob ID        react --as bob ID 👍
 *   follow --as bob alice        vote --as bob ID 0 [1 ...]
 *   delete --as bob ID           edit --as bob ID "new text"
 *   stream [--as bob] --count 20 --per-second 5 [--text PREFIX]
 *   options --latency-ms 300 --error-rate 0.1 --web-api-refusal 422 ...      drop-sockets      state
 *   options --malformed-answers /api/v1/timelines/home=invalid-json,/api/v2/search=html-200   (--malformed-answers=
 *        turns it off; kinds: invalid-json wrong-type missing-fields one-missing-fields huge-content html-502 html-200)
 *   markers [alice]
 *   revoke alice | revoke --token TOKEN
 *   preferences --as alice [--expand-media default|show_all|hide_all] [--expand-spoilers true|false]
 *   announce "text" [--starts-at ISO] [--ends-at ISO] [--all-day] [--id ID]
 *   withdraw-announcement ID        announcement-react --as bob ID 👍 [--remove]
 *
 * What the notification commands make (the recipient's notification policy applies to each, see
 * handlers/organise/notification-policy.ts: a sender the recipient does not follow may be filtered into a
 * notification request instead of being streamed, when the recipient's policy says `filter`):
 * - `mention` posts `@target text`; `--visibility direct` makes it a direct message: the conversation of every
 *   local participant is made or moved on (unread for the recipients), `conversation` is streamed on their
 *   `direct` stream, and the recipient gets a `mention` notification (a private mention: filtered by default when
 *   the recipient does not follow the sender).
 * - `follow` toward a locked account makes a follow request and a `follow_request` notification; toward an
 *   unlocked one a follow and a `follow` notification.
 * - `options --web-api-refusal 401|403|404|422` makes api/web/* refuse OAuth tokens with that status (0 accepts
 *   them again), so a client's fallback to the standard push API can be tried.
 * - `announce` publishes a server announcement (with `--id`, edits that one) and streams it to every local user;
 *   `withdraw-announcement` removes one; `announcement-react` adds (or with `--remove` removes) an account's
 *   reaction, streaming the new count (see handlers/admin-announcements.ts).
 * - `revoke alice` revokes every access token of a local account (`--token TOKEN`: that one token), as a person does
 *   from their server's authorised apps: each API call carrying one is refused with 401 "The access token is
 *   invalid" and its streaming sockets close (see handlers/token-revocation.ts).
 * - `markers [acct]` prints the home and notifications read markers (last_read_id, version) of one local account,
 *   or of all; `state` includes every local account's markers too.
 */

interface Parsed {
  flags: Map<string, string>;
  positional: string[];
}

export function parseArgs(argv: readonly string[]): Parsed {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s);
      const next = argv[i + 1];
      if (inline !== undefined) flags.set(name!, inline);
      else if (next !== undefined && !next.startsWith('--')) {
        flags.set(name!, next);
        i += 1;
      } else flags.set(name!, 'true');
    } else positional.push(arg);
  }
  return { flags, positional };
}

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The admin call for a command line: path and JSON body. */
export function requestFor(parsed: Parsed): { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> } {
  const { flags, positional } = parsed;
  const [command, ...rest] = positional;
  const as = flags.get('as');
  const need = (value: string | undefined, what: string): string => {
    if (value === undefined || value === '') throw new Error(`${command}: missing ${what}`);
    return value;
  };
  const act = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/_sandbox/act',
    body: { as: need(as, '--as'), ...body },
  });
  switch (command) {
    case 'post':
      return act({
        action: 'post',
        text: rest.join(' '),
        visibility: flags.get('visibility'),
        in_reply_to_id: flags.get('reply-to'),
        spoiler_text: flags.get('cw'),
        media: flags.has('media') ? Number(flags.get('media')) : flags.has('media-kind') ? 1 : undefined,
        media_kind: flags.get('media-kind'),
        cover: flags.has('cover') ? true : undefined,
      });
    case 'mention':
      return act({
        action: 'mention',
        target: need(rest[0], 'target account'),
        text: rest.slice(1).join(' '),
        visibility: flags.get('visibility'),
      });
    case 'favourite':
    case 'unfavourite':
    case 'reblog':
    case 'delete':
      return act({ action: command, status_id: need(rest[0], 'status id') });
    case 'edit':
      return act({ action: 'edit', status_id: need(rest[0], 'status id'), text: rest.slice(1).join(' ') });
    case 'react':
      return act({ action: 'react', status_id: need(rest[0], 'status id'), emoji: need(rest[1], 'emoji') });
    case 'follow':
      return act({ action: 'follow', target: need(rest[0], 'target account') });
    case 'vote':
      return act({ action: 'vote', status_id: need(rest[0], 'status id'), choices: rest.slice(1).map(Number) });
    case 'stream':
    case 'burst':
      return {
        method: 'POST',
        path: '/_sandbox/burst',
        body: {
          as,
          count: Number(flags.get('count') ?? 20),
          perSecond: Number(flags.get('per-second') ?? 5),
          text: flags.get('text'),
        },
      };
    case 'options': {
      const body: Record<string, unknown> = {};
      for (const [flag, value] of flags) {
        if (flag === 'url') continue;
        if (flag === 'fault-paths') body.faultPaths = value.split(',').filter(Boolean);
        // path fragment=kind pairs, sent as written (an empty value turns the switch off)
        else if (flag === 'malformed-answers') body.malformedAnswers = value;
        else body[camel(flag)] = Number(value);
      }
      return { method: 'POST', path: '/_sandbox/options', body };
    }
    case 'drop-sockets':
      return { method: 'POST', path: '/_sandbox/drop-sockets' };
    case 'state':
      return { method: 'GET', path: '/_sandbox/state' };
    case 'markers':
      return {
        method: 'GET',
        path: rest[0] ? `/_sandbox/markers?acct=${encodeURIComponent(rest[0])}` : '/_sandbox/markers',
      };
    case 'revoke':
      return {
        method: 'POST',
        path: '/_sandbox/revoke',
        body: flags.has('token') ? { token: need(flags.get('token'), '--token') } : { acct: need(rest[0], 'account') },
      };
    case 'preferences':
      return {
        method: 'POST',
        path: '/_sandbox/preferences',
        body: {
          as: need(as, '--as'),
          expand_media: flags.get('expand-media'),
          expand_spoilers: flags.get('expand-spoilers'),
        },
      };
    case 'announce':
      return {
        method: 'POST',
        path: '/_sandbox/announcements',
        body: {
          content: need(rest.join(' '), 'text'),
          starts_at: flags.get('starts-at'),
          ends_at: flags.get('ends-at'),
          all_day: flags.has('all-day') ? flags.get('all-day') !== 'false' : undefined,
          id: flags.get('id'),
        },
      };
    case 'withdraw-announcement':
      return {
        method: 'POST',
        path: `/_sandbox/announcements/${encodeURIComponent(need(rest[0], 'announcement id'))}/withdraw`,
      };
    case 'announcement-react':
      return {
        method: 'POST',
        path: `/_sandbox/announcements/${encodeURIComponent(need(rest[0], 'announcement id'))}/react`,
        body: { as: need(as, '--as'), name: need(rest[1], 'emoji'), remove: flags.has('remove') },
      };
    default:
      throw new Error(`Unknown command: ${command ?? '(none)'}`);
  }
}

/** One line saying what happened. */
export function describe(command: string, result: Record<string, unknown>): string {
  const status = result.status as { id?: string; url?: string; visibility?: string } | undefined;
  switch (command) {
    case 'post':
    case 'mention':
    case 'edit':
      return `${result.as} ${command === 'edit' ? 'edited' : 'posted'} ${status?.id} (${status?.visibility}) ${status?.url ?? ''}`.trim();
    case 'reblog':
      return `${result.as} boosted; reblog ${status?.id}`;
    case 'favourite':
    case 'unfavourite':
    case 'delete':
      return `${result.as} ${command === 'delete' ? 'deleted' : `${command}d`} ${result.status_id}`;
    case 'react':
      return `${result.as} reacted ${result.emoji} to ${result.status_id}`;
    case 'follow':
      return `${result.as} -> ${result.target}: ${result.state}`;
    case 'vote':
      return `${result.as} voted on ${result.status_id}`;
    case 'stream':
    case 'burst':
      return `scheduled ${result.scheduled} posts, one every ${result.interval_ms} ms`;
    case 'drop-sockets':
      return `dropped ${result.dropped} streaming socket(s)`;
    case 'revoke':
      return `revoked ${result.revoked} token(s) of ${result.acct}; closed ${result.dropped} streaming socket(s)`;
    case 'announce': {
      const announcement = result.announcement as { id?: string } | undefined;
      return `announced ${announcement?.id}`;
    }
    case 'withdraw-announcement':
      return `withdrew announcement ${result.withdrawn}`;
    case 'announcement-react':
      return `${result.as} -> announcement ${result.announcement_id}: ${result.name} (${result.count})`;
    default:
      return JSON.stringify(result, null, 2);
  }
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  const base = (parsed.flags.get('url') ?? process.env.SANDBOX_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const call = requestFor(parsed);
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: call.body ? { 'Content-Type': 'application/json' } : undefined,
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const result = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    process.stderr.write(`${response.status}: ${String(result.error ?? response.statusText)}\n`);
    process.exit(1);
  }
  process.stdout.write(`${describe(parsed.positional[0]!, result)}\n`);
}

if (process.argv[1] && /act\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
