/** The reader's own domain blocks: the `domainBlocks.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson } from '../answers/more-shapes';
import { listOf, text } from '../answers/shapes';

export const calls: readonly CallSpec[] = [
  c('domainBlocks.list', 'GET', '/api/v1/domain_blocks', listOf('domain', text)),
  c('domainBlocks.block', 'POST', '/api/v1/domain_blocks', anyJson),
  c('domainBlocks.unblock', 'DELETE', '/api/v1/domain_blocks', anyJson),
];
