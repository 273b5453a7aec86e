/**
 * The focal point editor: the attachment's preview with a crosshair on the point that stays visible when the
 * image is cropped in thumbnails. A click or a drag puts the point under the pointer; the arrow keys move it
 * (Shift for small steps), Home centres it. The point is Mastodon's focus: x and y in -1..1, x to the right,
 * y UP (the top edge is y = 1).
 *
 * Assistive technologies see one slider named "Focal point" whose value text says where the point is on both
 * axes (ARIA has no two-dimensional slider; the value text carries the second axis).
 */
import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { UploadFocus } from '../../../machines/upload-types';
import { useTranslation } from '../../../i18n/react';

export interface FocalPointProps {
  focus: UploadFocus;
  onChange(focus: UploadFocus): void;
  /** the image or video the point is chosen on */
  children: ReactNode;
}

const STEP = 0.1;
const FINE_STEP = 0.02;

const clamp = (value: number) => Math.min(1, Math.max(-1, value));
const round = (value: number) => Math.round(value * 100) / 100 + 0;

/** A focus value from a pointer position inside `rect` (y up, as Mastodon has it). */
export function focusAt(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): UploadFocus | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = ((clientX - rect.left) / rect.width) * 2 - 1;
  const y = 1 - ((clientY - rect.top) / rect.height) * 2;
  return { x: round(clamp(x)), y: round(clamp(y)) };
}

/** The focus after a key, or null when the key does not move it. */
export function focusAfterKey(focus: UploadFocus, key: string, fine: boolean): UploadFocus | null {
  const step = fine ? FINE_STEP : STEP;
  const move = (dx: number, dy: number) => ({ x: round(clamp(focus.x + dx)), y: round(clamp(focus.y + dy)) });
  switch (key) {
    case 'ArrowLeft':
      return move(-step, 0);
    case 'ArrowRight':
      return move(step, 0);
    case 'ArrowUp':
      return move(0, step);
    case 'ArrowDown':
      return move(0, -step);
    case 'Home':
      return { x: 0, y: 0 };
    default:
      return null;
  }
}

/** Where the crosshair sits, as percentages from the left and from the top. */
export function focusPosition(focus: UploadFocus): { left: number; top: number } {
  return { left: Math.round(((focus.x + 1) / 2) * 100), top: Math.round(((1 - focus.y) / 2) * 100) };
}

export function FocalPoint({ focus, onChange, children }: FocalPointProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const { left, top } = focusPosition(focus);

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const rect = stage.current?.getBoundingClientRect();
    const next = rect ? focusAt(rect, event.clientX, event.clientY) : null;
    if (next) onChange(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // primary button (or touch and pen contact) only
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    moveTo(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event);
  };
  const onPointerEnd = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focusAfterKey(focus, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(next);
  };

  return (
    <div className="focal-point">
      <div
        ref={stage}
        className="focal-point__stage"
        role="slider"
        tabIndex={0}
        aria-label={t('composeMedia.focal.label')}
        aria-describedby={hintId}
        aria-valuemin={-1}
        aria-valuemax={1}
        aria-valuenow={focus.x}
        aria-valuetext={t('composeMedia.focal.value', { left, top })}
        data-focus-x={focus.x}
        data-focus-y={focus.y}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        {children}
        <span className="focal-point__crosshair" style={{ left: `${left}%`, top: `${top}%` }} aria-hidden="true" />
      </div>
      <p id={hintId} className="focal-point__hint">
        {t('composeMedia.focal.hint')}
      </p>
    </div>
  );
}
