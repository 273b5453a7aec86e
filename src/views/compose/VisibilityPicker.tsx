/**
 * Who sees the post (in the privacy order): the values the server supports (kmyblue's public_unlisted, login,
 * mutual followers only and circle only when detected), restricted by the machine's allowed list, plus `reply`
 * when answering a limited post. Choosing "Circle" hands over to the circle picker next to it.
 */
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ComposeFeatures, Privacy } from '../../machines/compose-types';
import { effectiveAllowed } from '../../machines/compose-privacy';
import { Icon, type IconName } from '../common/Icon';
import { ComposeSelect, type SelectChoice } from './ComposeSelect';

const ICONS: Record<Privacy, IconName> = {
  public: 'globe',
  public_unlisted: 'globe-home',
  unlisted: 'moon',
  login: 'key',
  private: 'lock',
  mutual: 'mutual',
  direct: 'at',
  circle: 'circle-dots',
  reply: 'reply-scope',
  banned: 'lock',
};

export interface VisibilityOptionsInput {
  features: Pick<ComposeFeatures, 'kmyblueVisibility' | 'mutual' | 'circle'>;
  /** the machine's restriction (null: no restriction) */
  allowedPrivacy: readonly Privacy[] | null;
  current: Privacy;
  /** the reply answers a limited post: `reply` is offered */
  replyLimited: boolean;
}

/**
 * The values offered, in the privacy order: what the server takes within the machine's allowed list (compose-privacy),
 * circle only when circles are detected, reply only when answering a limited post; the current value is always
 * there, so the picker can show it.
 */
export function visibilityOptions({
  features,
  allowedPrivacy,
  current,
  replyLimited,
}: VisibilityOptionsInput): Privacy[] {
  const offered = effectiveAllowed(allowedPrivacy, features).filter((privacy) => {
    if (privacy === 'circle') return features.circle;
    if (privacy === 'reply') return replyLimited || current === 'reply';
    return true;
  });
  if (!offered.includes(current)) offered.push(current);
  return offered;
}

export interface VisibilityPickerProps extends VisibilityOptionsInput {
  onChange(privacy: Privacy): void;
  isDisabled?: boolean;
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

export function VisibilityPicker({ onChange, isDisabled, triggerRef, ...input }: VisibilityPickerProps) {
  const { t } = useTranslation();
  const choices: SelectChoice<Privacy>[] = visibilityOptions(input).map((privacy) => ({
    key: privacy,
    label: t(`compose.visibility.${privacy}`),
    description: t(`compose.visibility.hint.${privacy}`),
    disabled: privacy === 'banned',
  }));
  return (
    <ComposeSelect<Privacy>
      label={t('compose.visibility.label')}
      labelHidden
      choices={choices}
      value={input.current}
      onChange={onChange}
      icon={<Icon name={ICONS[input.current]} />}
      isDisabled={isDisabled}
      className="compose-visibility"
      triggerRef={triggerRef}
    />
  );
}
