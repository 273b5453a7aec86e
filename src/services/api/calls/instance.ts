/** Server info: the `instance.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { one, record } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';

/** the client reads these leniently: an object, or a list of objects */
const oneObject = one('object', record);

export const calls: readonly CallSpec[] = [
  c('instance.get', 'GET', '/api/v2/instance', one('instance', record)),
  c('instance.translationLanguages', 'GET', '/api/v1/instance/translation_languages', oneObject),
  c('instance.extendedDescription', 'GET', '/api/v1/instance/extended_description', oneObject),
  c('instance.domainBlocks', 'GET', '/api/v1/instance/domain_blocks', listOf('domain block', record)),
  // the languages the server keeps on a post (Mastodon 4.0+), for the language pickers; the spec lists no such call
  c('instance.languages', 'GET', '/api/v1/instance/languages', listOf('language', record), false),
];
