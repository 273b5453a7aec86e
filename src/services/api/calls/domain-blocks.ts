/** The reader's own domain blocks: the `domainBlocks.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('domainBlocks.list', 'GET', '/api/v1/domain_blocks'),
  c('domainBlocks.block', 'POST', '/api/v1/domain_blocks'),
  c('domainBlocks.unblock', 'DELETE', '/api/v1/domain_blocks'),
];
