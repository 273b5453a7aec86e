/**
 * /notifications/policy: what happens to notifications from each kind of sender (people the reader does not
 * follow, who do not follow them, new accounts, unsolicited private mentions, moderated accounts): accept,
 * filter into a request, or ignore. One group of native radios per kind, each with a sentence saying whom it
 * covers; a choice is saved at once (optimistic, put back with an alert if the server refuses).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import type { NotificationPolicy } from '../../domain/entities';
import { notificationPolicy } from '../../services/notification-requests/notification-requests-data';
import { changeNotificationPolicy } from '../../services/notification-requests/policy-changes';
import {
  POLICY_FIELDS,
  POLICY_VALUES,
  type PolicyField,
  type PolicyValue,
} from '../../services/notification-requests/request-rules';
import { Label, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { RadioControl } from '../common/RadioControl';
import { REQUESTS_PATH } from './request-paths';
import './notification-requests.css';

function PolicyFieldset({
  field,
  value,
  onChange,
}: {
  field: PolicyField;
  value: PolicyValue;
  onChange(field: PolicyField, value: PolicyValue): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <RadioGroup
      className="notification-policy__field"
      name={name}
      value={value}
      onChange={(choice) => onChange(field, choice as PolicyValue)}
    >
      <Label className="notification-policy__legend">{t(`notifications.filtered.policy.field.${field}`)}</Label>
      <Text slot="description" className="notification-policy__hint">
        {t(`notifications.filtered.policy.hint.${field}`)}
      </Text>
      <div className="notification-policy__choices">
        {POLICY_VALUES.map((choice) => (
          <RadioControl key={choice} value={choice} className="notification-policy__choice">
            {t(`notifications.filtered.policy.value.${choice}`)}
          </RadioControl>
        ))}
      </div>
    </RadioGroup>
  );
}

function PolicyForm({ policy }: { policy: NotificationPolicy }) {
  const services = useAppServices();
  const change = (field: PolicyField, value: PolicyValue) => {
    void changeNotificationPolicy(services, { field, value });
  };
  return (
    <div className="notification-policy__fields">
      {POLICY_FIELDS.map((field) => (
        <PolicyFieldset key={field} field={field} value={policy[field]} onChange={change} />
      ))}
    </div>
  );
}

export function NotificationPolicyScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const policy = useResource(notificationPolicy, null);
  const texts = {
    loading: t('notifications.filtered.policy.loading'),
    failed: t('notifications.filtered.policy.failed'),
    retry: t('notifications.filtered.policy.retry'),
  };
  return (
    <section className="notification-requests notification-policy" aria-labelledby={headingId}>
      <header className="notification-requests__header">
        <h1 id={headingId} className="notification-requests__heading">
          {t('notifications.filtered.policy.heading')}
        </h1>
        <InternalLink to={REQUESTS_PATH} className="notification-requests__link">
          {t('notifications.filtered.policy.requestsLink')}
        </InternalLink>
      </header>
      <p className="notification-policy__intro">{t('notifications.filtered.policy.intro')}</p>
      <ResourceStates data={policy} texts={texts}>
        {(value) => <PolicyForm policy={value} />}
      </ResourceStates>
    </section>
  );
}

export default NotificationPolicyScreen;
