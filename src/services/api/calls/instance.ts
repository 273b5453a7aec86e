/** Server info: the `instance.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('instance.get', 'GET', '/api/v2/instance'),
  c('instance.translationLanguages', 'GET', '/api/v1/instance/translation_languages'),
  c('instance.extendedDescription', 'GET', '/api/v1/instance/extended_description'),
  c('instance.domainBlocks', 'GET', '/api/v1/instance/domain_blocks'),
  // the languages the server keeps on a post (Mastodon 4.0+), for the language pickers; the spec lists no such call
  c('instance.languages', 'GET', '/api/v1/instance/languages', false),
];
