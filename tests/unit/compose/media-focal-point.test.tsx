// @vitest-environment jsdom
/**
 * The focal point editor by pointer: a click puts the point under the pointer (x to the right, y UP as
 * Mastodon's focus), a drag follows it until release, other buttons do nothing; the crosshair sits on it.
 */
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadFocus } from '../../../src/machines/upload-types';
import { FocalPoint, focusAt, focusPosition } from '../../../src/views/compose/media/FocalPoint';
import { cleanUp, render } from './media-harness';

afterEach(cleanUp);

function Editor({ onChange }: { onChange(focus: UploadFocus): void }) {
  const [focus, setFocus] = useState<UploadFocus>({ x: 0, y: 0 });
  return (
    <FocalPoint
      focus={focus}
      onChange={(next) => {
        setFocus(next);
        onChange(next);
      }}
    >
      <img src="https://files.example/a.png" alt="" />
    </FocalPoint>
  );
}

function pointer(target: Element, type: string, clientX: number, clientY: number, button = 0) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('focal point', () => {
  it('maps pointer positions to Mastodon focus values (y up) and back to the crosshair position', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(focusAt(rect, 100, 50)).toEqual({ x: -1, y: 1 });
    expect(focusAt(rect, 300, 150)).toEqual({ x: 1, y: -1 });
    expect(focusAt(rect, 200, 100)).toEqual({ x: 0, y: 0 });
    expect(focusAt(rect, 250, 75)).toEqual({ x: 0.5, y: 0.5 });
    // outside the image: clamped
    expect(focusAt(rect, 500, -20)).toEqual({ x: 1, y: 1 });
    expect(focusAt({ ...rect, width: 0 }, 1, 1)).toBeNull();
    expect(focusPosition({ x: 0.5, y: 0.5 })).toEqual({ left: 75, top: 25 });
  });

  it('a click sets the point, a drag follows until release, other buttons are ignored', () => {
    const onChange = vi.fn();
    const view = render(null, <Editor onChange={onChange} />);
    const stage = view.container.querySelector<HTMLElement>('[role="slider"]')!;
    stage.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });

    pointer(stage, 'pointerdown', 150, 25, 2);
    expect(onChange).not.toHaveBeenCalled();

    pointer(stage, 'pointerdown', 150, 25);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.5 });
    expect(document.activeElement).toBe(stage);
    pointer(stage, 'pointermove', 50, 75);
    expect(onChange).toHaveBeenLastCalledWith({ x: -0.5, y: -0.5 });
    expect(stage.querySelector<HTMLElement>('.focal-point__crosshair')!.style.top).toBe('75%');
    expect(stage.getAttribute('aria-valuetext')).toBe('25% from the left, 75% from the top');
    pointer(stage, 'pointerup', 50, 75);
    pointer(stage, 'pointermove', 200, 0);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
