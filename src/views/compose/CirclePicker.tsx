/**
 * The circle a circle post goes to (kmyblue): the account's circles (GET v1/circles, the data layer's
 * circles resource, src/services/compose/circles-data.ts), loaded when the picker appears. A failed load
 * says so (the resource raises the spec-8 alert) with a button to load again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { circlesData } from '../../services/compose/circles-data';
import { useResource } from '../../services/data/use-data';
import type { Circle } from '../../services/entities';
import { ComposeSelect } from './ComposeSelect';

type Circles = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; circles: readonly Circle[] };

/** The account's circles (asked again each time the picker appears, and on `reload`). */
export function useCircles(): { circles: Circles; reload(): void } {
  const { snapshot, value, send } = useResource(circlesData, null);
  const circles: Circles = snapshot.hasTag('failed')
    ? { status: 'failed' }
    : value !== null && snapshot.hasTag('value')
      ? { status: 'ready', circles: value }
      : { status: 'loading' };
  const reload = useCallback(() => send({ type: 'RETRY' }), [send]);
  return { circles, reload };
}

export interface CirclePickerProps {
  circleId: string | null;
  onChange(circleId: string): void;
  isDisabled?: boolean;
  /** the reader just chose "Circle": the picker takes the focus once the circles are there */
  focusWhenReady?: boolean;
}

export function CirclePicker({ circleId, onChange, isDisabled, focusWhenReady = false }: CirclePickerProps) {
  const { t } = useTranslation();
  const { circles, reload } = useCircles();
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusWhenReady || focused.current || circles.status !== 'ready' || trigger.current === null) return;
    focused.current = true;
    trigger.current.focus();
  }, [focusWhenReady, circles.status]);
  if (circles.status === 'loading') {
    return (
      <p className="compose-circle__note" role="status">
        {t('compose.circle.loading')}
      </p>
    );
  }
  if (circles.status === 'failed') {
    return (
      <p className="compose-circle__note compose-circle__note--failed">
        {t('compose.circle.failed')}{' '}
        <button type="button" className="compose-link-button" onClick={reload}>
          {t('compose.circle.reload')}
        </button>
      </p>
    );
  }
  if (circles.circles.length === 0) {
    return <p className="compose-circle__note">{t('compose.circle.empty')}</p>;
  }
  return (
    <ComposeSelect<string>
      label={t('compose.circle.label')}
      labelHidden
      choices={circles.circles.map((circle) => ({ key: circle.id, label: circle.title }))}
      value={circleId}
      onChange={onChange}
      placeholder={t('compose.circle.placeholder')}
      isDisabled={isDisabled}
      className="compose-circle"
      triggerRef={trigger}
    />
  );
}
