/**
 * The circle a circle post goes to (kmyblue): the account's circles (GET v1/circles), loaded when the picker
 * appears. A failed load says so (and raises the spec-8 alert) with a button to load again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { reportError } from '../../services/errors';
import type { ApiCircle } from '../../services/entities/api-types';
import { ComposeSelect } from './ComposeSelect';

type Circles = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; circles: ApiCircle[] };

/** The account's circles, loaded once per mount (and again on `reload`). */
export function useCircles(): { circles: Circles; reload(): void } {
  const { api, alerts } = useAppServices();
  const [circles, setCircles] = useState<Circles>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.circles.list().then(
      (found) => {
        if (live) setCircles({ status: 'ready', circles: found });
      },
      (error: unknown) => {
        if (!live) return;
        reportError(alerts, error, { callId: 'circles.list' });
        setCircles({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, alerts, attempt]);
  const reload = useCallback(() => {
    setCircles({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { circles, reload };
}

export interface CirclePickerProps {
  circleId: string | null;
  onChange(circleId: string): void;
  isDisabled?: boolean;
  /** focus the picker once the circles are there (it was just asked for) */
  autoFocus?: boolean;
}

export function CirclePicker({ circleId, onChange, isDisabled, autoFocus = false }: CirclePickerProps) {
  const { t } = useTranslation();
  const { circles, reload } = useCircles();
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!autoFocus || focused.current || circles.status !== 'ready' || trigger.current === null) return;
    focused.current = true;
    trigger.current.focus();
  }, [autoFocus, circles.status]);
  if (circles.status === 'loading') {
    return <p className="compose-circle__note" role="status">{t('compose.circle.loading')}</p>;
  }
  if (circles.status === 'failed') {
    return (
      <p className="compose-circle__note compose-circle__note--failed">
        {t('compose.circle.failed')}{' '}
        <button type="button" className="compose-link-button" onClick={reload}>{t('compose.circle.reload')}</button>
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
