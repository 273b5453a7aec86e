/** Server information: `instance.*`. */
import type { CallOptions } from './client';
import type {
  ApiDomainBlock,
  ApiExtendedDescription,
  ApiInstance,
  ApiLanguage,
  ApiTranslationLanguages,
} from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { one, record } from './answers/more-shapes';
import { listOf } from './answers/shapes';

/** the client reads these leniently: an object, or a list of objects */
const oneObject = one('object', record);

export const get = defineCall(
  entry('instance.get', 'GET', '/api/v2/instance', one('instance', record)),
  (call, options: CallOptions = {}): Promise<ApiInstance> => call.answer(options),
);

export const translationLanguages = defineCall(
  entry('instance.translationLanguages', 'GET', '/api/v1/instance/translation_languages', oneObject),
  (call, options: CallOptions = {}): Promise<ApiTranslationLanguages> => call.answer(options),
);

export const extendedDescription = defineCall(
  entry('instance.extendedDescription', 'GET', '/api/v1/instance/extended_description', oneObject),
  (call, options: CallOptions = {}): Promise<ApiExtendedDescription> => call.answer(options),
);

/** A 404 here means the server does not publish its blocks (the feature is unavailable): check with isNotFound. */
export const domainBlocks = defineCall(
  entry('instance.domainBlocks', 'GET', '/api/v1/instance/domain_blocks', listOf('domain block', record)),
  (call, options: CallOptions = {}): Promise<ApiDomainBlock[]> => call.answer(options),
);

/** The languages a post can be written in, named in English; a 404 means a server before Mastodon 4.0. */
export const languages = defineCall(
  // the languages the server keeps on a post (Mastodon 4.0+), for the language pickers; not a core call
  entry('instance.languages', 'GET', '/api/v1/instance/languages', listOf('language', record), false),
  (call, options: CallOptions = {}): Promise<ApiLanguage[]> => call.answer(options),
);
