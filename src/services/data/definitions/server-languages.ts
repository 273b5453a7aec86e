/**
 * The languages the server keeps on a post (GET /api/v1/instance/languages, Mastodon 4.0 and later), as a resource
 * the language pickers (the composer's, Settings' posting language) read once per account, when one of them is
 * first shown. It is silent: no alert on a failure, the client's own list offered meanwhile; a server without the
 * call (404) is `gone` and not asked again, and a failed load is asked again when a picker next appears.
 */
import { serverLanguagesOf, type ServerLanguage } from '../../locale-data/server-languages';
import { defineResource } from '../define-resource';

export const serverLanguages = defineResource<null, readonly ServerLanguage[] | null>({
  name: 'instance.languages',
  callId: 'instance.languages',
  keyOf: () => '',
  alerts: { skipAlert: true },
  goneIsState: true,
  revisit: 'retry',
  load: async ({ api }, _params, signal) => serverLanguagesOf(await api.instance.languages({ signal })),
});
