/**
 * The whole servers the signed-in user blocks (`domainBlocks.*`): the list of blocked domains, paged by the Link
 * header (100 a page unless asked, at most 200), and blocking or unblocking one domain. Both changes answer an
 * empty object; a missing or malformed domain, or the server's own, is refused with 422.
 */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import { defineCall, entry } from './calls/call-spec';
import { anyJson } from './answers/more-shapes';
import { listOf, text } from './answers/shapes';

/** The blocked domains, newest block first, as the server spells them (IDN domains in punycode). */
export const list = defineCall(
  entry('domainBlocks.list', 'GET', '/api/v1/domain_blocks', listOf('domain', text)),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<string>> =>
    call.page({ ...options, query: { ...paging } }),
);

export const block = defineCall(
  entry('domainBlocks.block', 'POST', '/api/v1/domain_blocks', anyJson),
  async (call, domain: string, options: CallOptions = {}): Promise<void> => {
    await call.answer({ ...options, body: { domain } });
  },
);

export const unblock = defineCall(
  entry('domainBlocks.unblock', 'DELETE', '/api/v1/domain_blocks', anyJson),
  async (call, domain: string, options: CallOptions = {}): Promise<void> => {
    await call.answer({ ...options, body: { domain } });
  },
);
