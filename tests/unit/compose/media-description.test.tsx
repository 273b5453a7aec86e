// @vitest-environment jsdom
/**
 * The "Media description" dialog by keyboard only: Enter on "Edit description" opens it on the "Description"
 * textarea, Shift+Tab reaches the "Focal point" slider, arrows move the point (y up), Save sends
 * compose.media.describe with the text and the focus; Escape cancels and focus goes back to the button. The
 * dialog is axe-clean; video and audio take a thumbnail (sent to the upload actor); the server's limit shows.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadFocus } from '../../../src/machines/upload-types';
import { ComposeMedia } from '../../../src/views/compose/media/ComposeMedia';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import {
  attachment,
  byRole,
  chooseFiles,
  cleanUp,
  click,
  dialog,
  fakeObjectUrls,
  frames,
  nameOf,
  press,
  render,
  sampleFile,
  settle,
  stubCompose,
  tab,
  typeInto,
  uploads,
} from './media-harness';

beforeEach(() => {
  fakeObjectUrls();
});
afterEach(cleanUp);

async function attached(
  options: {
    type?: 'image' | 'video' | 'audio';
    description?: string;
    focus?: UploadFocus | null;
    limits?: Record<string, number>;
  } = {},
) {
  const type = options.type ?? 'image';
  const name = { image: 'cat.png', video: 'clip.mp4', audio: 'song.mp3' }[type];
  const mime = { image: 'image/png', video: 'video/mp4', audio: 'audio/mpeg' }[type];
  const net = uploads();
  const upload = net.start({
    key: 'u1',
    file: sampleFile(name, mime),
    description: options.description,
    focus: options.focus,
  });
  net
    .last('sendFile')
    .resolve({ attachment: attachment('m1', { type, description: options.description ?? null }), processing: false });
  const compose = stubCompose({ media: [{ key: 'u1', ref: upload }], limits: options.limits });
  const view = render(compose.ref, <ComposeMedia />);
  await settle();
  const group = byRole(view.container, 'group', name);
  const edit = byRole(group, 'button', 'Edit description');
  return { net, upload, compose, view, group, edit };
}

async function openByKeyboard(edit: HTMLElement) {
  edit.focus();
  press(edit, 'Enter');
  await settle(2);
  return dialog();
}

const slider = () => byRole(dialog(), 'slider', 'Focal point');

describe('media description dialog', () => {
  it('works by keyboard alone: describe, move the focal point with arrows, Save sends describe with focus x,y', async () => {
    const { compose, edit, upload } = await attached();
    const modal = await openByKeyboard(edit);
    expect(nameOf(modal)).toBe('Media description');
    const text = byRole(modal, 'textbox', 'Description') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(text);
    typeInto(text, 'A cat asleep on a mat');

    expect(tab(true)).toBe(slider());
    press(slider(), 'ArrowRight');
    press(slider(), 'ArrowRight');
    press(slider(), 'ArrowUp');
    expect(slider().getAttribute('aria-valuetext')).toBe('60% from the left, 45% from the top');
    // the crosshair follows
    expect(slider().querySelector<HTMLElement>('.focal-point__crosshair')!.style.left).toBe('60%');

    expect(tab()).toBe(text);
    expect(nameOf(tab())).toBe('Cancel');
    const save = tab();
    expect(nameOf(save)).toBe('Save');
    // focus is trapped: past the last control it wraps to the first, and back
    expect(tab()).toBe(slider());
    expect(tab(true)).toBe(save);
    press(save, 'Enter');
    await settle(2);
    await frames();

    expect(compose.sent.at(-1)).toEqual({
      type: 'compose.media.describe',
      key: 'u1',
      description: 'A cat asleep on a mat',
      focus: { x: 0.2, y: 0.1 },
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(edit);
    // passed on to the upload actor: the item is now described
    expect(upload.getSnapshot().context.description).toBe('A cat asleep on a mat');
    expect(byRole(document.body, 'group', 'cat.png').querySelector('.upload-item__alt')).not.toBeNull();
  });

  it('Escape cancels: nothing is sent and focus returns to "Edit description"', async () => {
    const { compose, edit } = await attached({ description: 'Old text' });
    const modal = await openByKeyboard(edit);
    const text = byRole(modal, 'textbox', 'Description') as HTMLTextAreaElement;
    expect(text.value).toBe('Old text');
    typeInto(text, 'Changed my mind');
    press(slider(), 'ArrowLeft');
    const before = compose.sent.length;
    press(text, 'Escape');
    await settle(2);
    await frames();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(compose.sent.length).toBe(before);
    expect(document.activeElement).toBe(edit);
  });

  it('Cancel closes without sending; reopening starts from the saved values', async () => {
    const { compose, edit } = await attached({ description: 'Kept', focus: { x: -0.5, y: 0.5 } });
    await openByKeyboard(edit);
    typeInto(byRole(dialog(), 'textbox', 'Description') as HTMLTextAreaElement, 'Discarded');
    click(byRole(dialog(), 'button', 'Cancel'));
    await settle(2);
    expect(compose.sent.some((e) => e.type === 'compose.media.describe')).toBe(false);
    await openByKeyboard(edit);
    expect((byRole(dialog(), 'textbox', 'Description') as HTMLTextAreaElement).value).toBe('Kept');
    expect(slider().getAttribute('aria-valuetext')).toBe('25% from the left, 25% from the top');
  });

  it('the focal point keeps to -1..1, Home centres it, and the arrow keys do not reach the page', async () => {
    const { compose, edit } = await attached({ focus: { x: 0.95, y: -0.95 } });
    await openByKeyboard(edit);
    const down = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    act(() => {
      slider().dispatchEvent(down);
    });
    expect(down.defaultPrevented).toBe(true);
    press(slider(), 'ArrowDown');
    await settle(1);
    expect(slider().getAttribute('data-focus-x')).toBe('1');
    expect(slider().getAttribute('data-focus-y')).toBe('-1');
    press(slider(), 'Home');
    press(slider(), 'ArrowLeft', { shiftKey: true });
    click(byRole(dialog(), 'button', 'Save'));
    await settle(2);
    expect(compose.sent.at(-1)).toMatchObject({ type: 'compose.media.describe', focus: { x: -0.02, y: 0 } });
  });

  it('is axe-clean, for an image and for audio', async () => {
    const image = await attached();
    await openByKeyboard(image.edit);
    await expectNoAxeViolations(document.body);
    cleanUp();
    const audio = await attached({ type: 'audio' });
    await openByKeyboard(audio.edit);
    await expectNoAxeViolations(document.body);
  });

  it('audio has no focal point but takes a thumbnail, sent to the upload actor on Save', async () => {
    const { net, edit, compose } = await attached({ type: 'audio' });
    await openByKeyboard(edit);
    expect(dialog().querySelector('[role="slider"]')).toBeNull();
    const input = byRole(dialog(), 'textbox', 'Description');
    expect(input).toBeTruthy();
    const thumbnailInput = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(nameOf(thumbnailInput)).toBe('Choose thumbnail');
    chooseFiles(thumbnailInput, [new File(['png'], 'cover.png', { type: 'image/png' })]);
    click(byRole(dialog(), 'button', 'Save'));
    await settle(2);
    expect(net.last('sendThumbnail').input).toMatchObject({ id: 'm1', file: { name: 'cover.png', type: 'image/png' } });
    expect(compose.sent.at(-1)).toEqual({ type: 'compose.media.describe', key: 'u1', description: '', focus: null });
  });

  it('video has both a focal point and a thumbnail; a cancelled thumbnail is not sent', async () => {
    const { net, edit } = await attached({ type: 'video' });
    await openByKeyboard(edit);
    expect(slider()).toBeTruthy();
    chooseFiles(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['png'], 'frame.png', { type: 'image/png' }),
    ]);
    click(byRole(dialog(), 'button', 'Cancel'));
    await settle(2);
    expect(net.pending.some((p) => p.src === 'sendThumbnail')).toBe(false);
  });

  it('counts down to the server description limit and refuses to save over it', async () => {
    const { compose, edit } = await attached({ limits: { descriptionLimit: 10 } });
    await openByKeyboard(edit);
    const text = byRole(dialog(), 'textbox', 'Description') as HTMLTextAreaElement;
    typeInto(text, 'Short');
    expect(dialog().textContent).toContain('5 characters left');
    typeInto(text, 'Far too long for it');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const save = byRole(dialog(), 'button', 'Save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await expectNoAxeViolations(document.body);
    click(save);
    expect(compose.sent.some((e) => e.type === 'compose.media.describe')).toBe(false);
  });
});
