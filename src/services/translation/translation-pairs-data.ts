/**
 * The server's translation pairs as a resource, read once per account, and only once some post could offer a
 * translation (the server translates and the post is in another language than the reader's): before that the
 * hook holds a resource that asks nothing. A failure raises no alert and counts as `unknown` (translation offered
 * wherever the server translates), and is not asked again for the account.
 */
import { useResource } from '../data/use-data';
import { defineResource } from '../data/define-resource';
import { pairsOf, type TranslationPairsAnswer } from './translation-pairs';

export const translationPairsData = defineResource<boolean, TranslationPairsAnswer>({
  name: 'instance.translationLanguages',
  callId: 'instance.translationLanguages',
  keyOf: (wanted) => (wanted ? 'asked' : 'not asked'),
  alerts: { skipAlert: true },
  async load({ api }, wanted, signal) {
    if (!wanted) return 'unknown';
    try {
      return pairsOf(await api.instance.translationLanguages({ signal }));
    } catch {
      return 'unknown';
    }
  },
});

/** The pairs once `wanted` (undefined until the answer is in; never asked while not wanted). */
export function useTranslationPairs(wanted: boolean): TranslationPairsAnswer | undefined {
  const { status } = useResource(translationPairsData, wanted);
  return wanted && status.kind === 'ready' ? status.value : undefined;
}
