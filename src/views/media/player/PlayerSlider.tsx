/**
 * A horizontal slider of a media player, on react-aria-components' Slider (one thumb, a hidden native range input
 * as the one tab stop). It shows `value` within 0..max and reports the reader's changes as values of that range:
 *
 * - A press on the track or the thumb, the drag that follows (even outside the track) and the release are one
 *   gesture: `onDragStart` with the first value, `onDrag` with each next one, `onDragEnd` on release.
 * - Any other change is a gesture of one value, started and ended at once (`onDragStart`, then `onDragEnd`):
 *   Home, End, Page Up and Page Down (the library's keys), or assistive technology setting the input's value.
 *   The caller never waits for a release that will not come.
 * - The arrow keys are the caller's (`onArrowKey`): the library would move the thumb by its step, but a player's
 *   arrows seek and change the volume by their own steps. Arrows held with Ctrl, Alt or Meta are left to the
 *   browser; every other key goes on to the player's own keyboard.
 *
 * The library reads its value text from a number format; a player says "01:23 of 04:56", so the input's
 * aria-valuetext is written after each render (the library offers no way to give it).
 */
import { useLayoutEffect, useRef, type PointerEvent } from 'react';
import { Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components/Slider';

export type SliderArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export interface PlayerSliderProps {
  label: string;
  value: number;
  /** the end of the range (0: nothing to choose yet; the slider shows empty and reports nothing) */
  max: number;
  /** the smallest change a drag makes */
  step: number;
  valueText: string;
  className: string;
  onDragStart(value: number): void;
  onDrag(value: number): void;
  onDragEnd?(): void;
  onArrowKey(key: SliderArrowKey): void;
}

const ARROW_KEYS: ReadonlySet<string> = new Set<SliderArrowKey>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** The library's own test for a press that starts a drag: the main button, no modifier. */
const startsDrag = (event: PointerEvent) => event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey;

export function PlayerSlider(props: PlayerSliderProps) {
  const { label, value, max, step, valueText, className, onDragStart, onDrag, onDragEnd, onArrowKey } = props;
  const empty = max <= 0;
  // a press holds the thumb: its changes are one gesture until the library ends it on release
  const held = useRef(false);
  // the gesture has reported its first value
  const started = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    input.current?.setAttribute('aria-valuetext', valueText);
  });

  const change = (next: number) => {
    if (empty) return;
    if (!held.current) {
      onDragStart(next);
      onDragEnd?.();
    } else if (!started.current) {
      started.current = true;
      onDragStart(next);
    } else {
      onDrag(next);
    }
  };
  const end = () => {
    held.current = false;
    if (!started.current) return;
    started.current = false;
    onDragEnd?.();
  };

  return (
    <Slider
      className={`player-slider ${className}`}
      aria-label={label}
      minValue={0}
      // an empty range still needs a length to draw the thumb at its start
      maxValue={empty ? 1 : max}
      step={step}
      value={empty ? 0 : Math.min(Math.max(value, 0), max)}
      onChange={change}
      onChangeEnd={end}
    >
      <SliderTrack
        className="player-slider__track"
        onPointerDownCapture={(event) => {
          if (startsDrag(event)) held.current = true;
        }}
      >
        <div className="player-slider__rail" aria-hidden="true">
          <SliderFill className="player-slider__fill" />
        </div>
        <SliderThumb
          className="player-slider__thumb"
          inputRef={input}
          // an arrow stops here (the caller's, or with a modifier the browser's); other keys go on
          onKeyDown={(event) => {
            if (!ARROW_KEYS.has(event.key)) {
              event.continuePropagation();
              return;
            }
            if (event.ctrlKey || event.altKey || event.metaKey) return;
            event.preventDefault();
            onArrowKey(event.key as SliderArrowKey);
          }}
        />
      </SliderTrack>
    </Slider>
  );
}
