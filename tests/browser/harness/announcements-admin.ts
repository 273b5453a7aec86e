/**
 * The sandbox's announcements driven from a browser spec (sandbox/handlers/admin-announcements.ts, the same calls
 * as `npm run sandbox:act -- announce | withdraw-announcement | announcement-react`): publish one (streamed to
 * every local user), react to it as a seeded account, and withdraw it again.
 */

async function announcementsAdmin<T>(sandboxUrl: string, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${sandboxUrl}/_sandbox/announcements${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/_sandbox/announcements${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Publishes an announcement (plain text becomes one paragraph); answers its id. */
export async function announce(sandboxUrl: string, content: string): Promise<string> {
  const answer = await announcementsAdmin<{ announcement: { id: string } }>(sandboxUrl, '', { content });
  return answer.announcement.id;
}

/** Adds (or with `remove`, takes back) the reaction `name` of the seeded account `as`. */
export async function reactToAnnouncement(
  sandboxUrl: string,
  id: string,
  as: string,
  name: string,
  remove = false,
): Promise<void> {
  await announcementsAdmin(sandboxUrl, `/${encodeURIComponent(id)}/react`, { as, name, remove });
}

/** Removes the announcement (streamed as `announcement.delete`). */
export async function withdrawAnnouncement(sandboxUrl: string, id: string): Promise<void> {
  await announcementsAdmin(sandboxUrl, `/${encodeURIComponent(id)}/withdraw`, {});
}
