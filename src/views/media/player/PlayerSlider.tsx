/**
 * A horizontal slider of a media player (role slider, one tab stop): it shows `value` within 0..max and reports
 * where the reader presses and drags along it, as a value in the same range. A drag follows the pointer even
 * outside the track (pointer capture) and ends on release or cancel. Keys are the caller's (`onKeyDown`, or the
 * player's own keyboard as they bubble).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

export interface PlayerSliderProps {
  label: string;
  value: number;
  /** the end of the range (0: nothing to choose yet; the slider shows empty and ignores the pointer) */
  max: number;
  valueText: string;
  className: string;
  /** the number announced as aria-valuenow (the value unless given, e.g. a percentage) */
  announcedValue?: number;
  announcedMax?: number;
  onDragStart(value: number): void;
  onDrag(value: number): void;
  onDragEnd?(): void;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Where along the track the pointer is, as a value of the range. */
function valueAt(event: PointerEvent<HTMLDivElement>, max: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width <= 0) return 0;
  return clamp01((event.clientX - box.left) / box.width) * max;
}

export function PlayerSlider(props: PlayerSliderProps) {
  const { label, value, max, valueText, className, onDragStart, onDrag, onDragEnd, onKeyDown } = props;
  // the pointer that is dragging, if any
  const dragging = useRef<number | null>(null);
  const fraction = max > 0 ? clamp01(value / max) : 0;

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (max <= 0 || event.button !== 0 || dragging.current !== null) return;
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onDragStart(valueAt(event, max));
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === event.pointerId) onDrag(valueAt(event, max));
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    onDragEnd?.();
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      className={`player-slider ${className}`}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={props.announcedMax ?? Math.max(0, Math.floor(max))}
      aria-valuenow={props.announcedValue ?? Math.floor(Math.min(value, Math.max(max, 0)))}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={onKeyDown}
    >
      <span className="player-slider__track" aria-hidden="true">
        <span className="player-slider__fill" style={{ width: `${fraction * 100}%` }} />
      </span>
      <span className="player-slider__thumb" aria-hidden="true" style={{ left: `${fraction * 100}%` }} />
    </div>
  );
}
