/**
 * The whole servers the signed-in user blocks (`domainBlocks.*`): the list of blocked domains, paged by the Link
 * header (100 a page unless asked, at most 200), and blocking or unblocking one domain. Both changes answer an
 * empty object; a missing or malformed domain, or the server's own, is refused with 422.
 */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/domain-blocks';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

/** The blocked domains, newest block first, as the server spells them (IDN domains in punycode). */
export function list(client: ApiClient, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<string>> {
  return client.callPage('domainBlocks.list', { ...options, query: { ...paging } });
}

export async function block(client: ApiClient, domain: string, options: CallOptions = {}): Promise<void> {
  await client.call('domainBlocks.block', { ...options, body: { domain } });
}

export async function unblock(client: ApiClient, domain: string, options: CallOptions = {}): Promise<void> {
  await client.call('domainBlocks.unblock', { ...options, body: { domain } });
}
