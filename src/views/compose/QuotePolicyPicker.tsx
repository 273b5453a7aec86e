/**
 * Who can quote the post (quote_approval_policy). A followers-only or direct post (and kmyblue's
 * circle and reply audiences) is sent with `nobody` whatever was chosen, so the picker then shows "Just me",
 * disabled, and says why.
 */
import { useTranslation } from '../../i18n/react';
import type { Privacy, QuotePolicy } from '../../machines/compose-types';
import { quotePolicyFor } from '../../machines/compose-params';
import { Icon } from '../common/Icon';
import { ComposeSelect } from './ComposeSelect';

export const QUOTE_POLICIES: readonly QuotePolicy[] = ['public', 'followers', 'nobody'];

/** The policy is sent as nobody for audiences a quote can never reach (compose-params). */
export function quotePolicyForced(privacy: Privacy): boolean {
  return quotePolicyFor(privacy, 'public') === 'nobody';
}

export interface QuotePolicyPickerProps {
  value: QuotePolicy;
  privacy: Privacy;
  onChange(policy: QuotePolicy): void;
  isDisabled?: boolean;
}

export function QuotePolicyPicker({ value, privacy, onChange, isDisabled = false }: QuotePolicyPickerProps) {
  const { t } = useTranslation();
  const forced = quotePolicyForced(privacy);
  return (
    <ComposeSelect<QuotePolicy>
      label={t('compose.quotePolicy.label')}
      labelHidden
      choices={QUOTE_POLICIES.map((key) => ({ key, label: t(`compose.quotePolicy.${key}`) }))}
      value={forced ? 'nobody' : value}
      onChange={onChange}
      icon={<Icon name="quote" />}
      isDisabled={isDisabled || forced}
      description={forced ? t('compose.quotePolicy.forced') : undefined}
      className="compose-quote-policy"
    />
  );
}
