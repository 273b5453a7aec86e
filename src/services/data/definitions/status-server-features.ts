/**
 * What the server offers to status actions (translation, kmyblue's extra boost audiences, status
 * references), read once per account from v2/instance (server-features.ts), as a resource the post's menu
 * and the boost dialog read. None of them is offered until the answer is in, nor when the fetch fails.
 */
import { NO_FEATURES, statusServerFeatures, type StatusServerFeatures } from '../../status-actions/server-features';
import { defineResource } from '../define-resource';

export const statusServerFeaturesData = defineResource<null, StatusServerFeatures>({
  name: 'instance.statusFeatures',
  callId: 'instance.get',
  keyOf: () => '',
  placeholder: () => NO_FEATURES,
  load: (services) => statusServerFeatures(services),
});
