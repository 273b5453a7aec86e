/**
 * The circle a circle post goes to (kmyblue): the account's circles (GET v1/circles, the data layer's
 * circles resource, src/services/compose/circles-data.ts), loaded when the picker appears. A failed load
 * says so (the resource raises the call's alert) with a button to load again.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { circlesData } from '../../services/compose/circles-data';
import { useResource } from '../../services/data/use-data';
import { RetryButton } from '../common/RetryButton';
import { ComposeSelect } from './ComposeSelect';

export interface CirclePickerProps {
  circleId: string | null;
  onChange(circleId: string): void;
  isDisabled?: boolean;
  /** the reader just chose "Circle": the picker takes the focus once the circles are there */
  focusWhenReady?: boolean;
}

export function CirclePicker({ circleId, onChange, isDisabled, focusWhenReady = false }: CirclePickerProps) {
  const { t } = useTranslation();
  // asked again each time the picker appears (the resource's revisit), and on reload
  const { status, retry } = useResource(circlesData, null);
  const circles = status.kind === 'ready' ? status.value : null;
  const ready = circles !== null;
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusWhenReady || focused.current || !ready || trigger.current === null) return;
    focused.current = true;
    trigger.current.focus();
  }, [focusWhenReady, ready]);
  if (status.kind === 'failed') {
    return (
      <p className="compose-circle__note compose-circle__note--failed">
        {t('compose.circle.failed')}{' '}
        <RetryButton error={status.error} onRetry={retry} className="compose-link-button">
          {t('compose.circle.reload')}
        </RetryButton>
      </p>
    );
  }
  // still loading (a gone list reads as loading too, as before)
  if (circles === null) {
    return (
      <p className="compose-circle__note" role="status">
        {t('compose.circle.loading')}
      </p>
    );
  }
  if (circles.length === 0) {
    return <p className="compose-circle__note">{t('compose.circle.empty')}</p>;
  }
  return (
    <ComposeSelect<string>
      label={t('compose.circle.label')}
      labelHidden
      choices={circles.map((circle) => ({ key: circle.id, label: circle.title }))}
      value={circleId}
      onChange={onChange}
      placeholder={t('compose.circle.placeholder')}
      isDisabled={isDisabled}
      className="compose-circle"
      triggerRef={trigger}
    />
  );
}
