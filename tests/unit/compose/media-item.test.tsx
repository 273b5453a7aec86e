// @vitest-environment jsdom
/**
 * One attachment in the composer, on a real upload actor: the progress bar while sending ("Uploading {name}",
 * aria-valuenow) and processing ("Processing {name}", indeterminate), the error and "Retry upload", remove,
 * the preview's object URL (revoked on unmount), the ALT badge; the list is axe-clean in every phase.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { ComposeMedia } from '../../../src/views/compose/media/ComposeMedia';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import {
  attachment,
  byRole,
  cleanUp,
  click,
  sendTo,
  fakeObjectUrls,
  render,
  sampleFile,
  settle,
  stubCompose,
  uploads,
} from './media-harness';

let urls: ReturnType<typeof fakeObjectUrls>;
beforeEach(() => {
  urls = fakeObjectUrls();
});
afterEach(cleanUp);

function setUp(file = sampleFile('cat.png')) {
  const net = uploads();
  const upload = net.start({ key: 'u1', file });
  const compose = stubCompose({ media: [{ key: 'u1', ref: upload }] });
  const view = render(compose.ref, <ComposeMedia />);
  const group = () => byRole(view.container, 'group', file.name);
  return { net, upload, compose, view, group };
}

const progressbar = (root: ParentNode) => root.querySelector<HTMLElement>('[role="progressbar"]');

describe('upload item', () => {
  it('shows a labelled progress bar with the percentage while uploading, capped at 100', async () => {
    const { upload, group } = setUp();
    const bar = progressbar(group())!;
    expect(bar).not.toBeNull();
    expect(byRole(group(), 'progressbar', 'Uploading cat.png')).toBe(bar);
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await settle(1);
    sendTo(upload, { type: 'upload.progress', loaded: 40, total: 100 });
    await settle(1);
    expect(progressbar(group())!.getAttribute('aria-valuenow')).toBe('40');
    expect(progressbar(group())!.getAttribute('aria-valuetext')).toBe('40%');
    sendTo(upload, { type: 'upload.progress', loaded: 180, total: 100 });
    await settle(1);
    expect(progressbar(group())!.getAttribute('aria-valuenow')).toBe('100');
    await expectNoAxeViolations(document.body);
  });

  it('turns into an indeterminate "Processing {name}" bar on 202, and goes away once attached', async () => {
    const { net, group } = setUp();
    net.last('sendFile').resolve({ attachment: attachment('m1', { url: null }), processing: true });
    await settle();
    const bar = byRole(group(), 'progressbar', 'Processing cat.png');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('once attached has no progress bar and offers edit, replace and remove', async () => {
    const { net, group } = setUp();
    net.last('sendFile').resolve({ attachment: attachment('m1'), processing: false });
    await settle();
    expect(progressbar(group())).toBeNull();
    for (const name of ['Edit description', 'Replace file', 'Remove cat.png'])
      expect(byRole(group(), 'button', name)).toBeTruthy();
    expect(group().querySelector('button.upload-item__button--retry')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('when the upload fails shows the server error and "Retry upload" sends compose.media.retry', async () => {
    const { net, compose, group } = setUp();
    net
      .last('sendFile')
      .reject(
        new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'File type not supported' }),
      );
    await settle();
    expect(group().querySelector('[role="alert"]')?.textContent).toBe('File type not supported');
    expect(progressbar(group())).toBeNull();
    await expectNoAxeViolations(document.body);
    click(byRole(group(), 'button', 'Retry upload'));
    await settle(1);
    expect(compose.sent.at(-1)).toEqual({ type: 'compose.media.retry', key: 'u1' });
    // the stub passes it on: the upload starts again
    expect(byRole(group(), 'progressbar', 'Uploading cat.png')).toBeTruthy();
  });

  it('says when the network failed, and offers no retry for a restored attachment whose file is gone', async () => {
    const { net, group } = setUp();
    net.last('sendFile').reject(new TypeError('Failed to fetch'));
    await settle();
    expect(group().querySelector('[role="alert"]')?.textContent).toBe(
      'The upload failed: the server could not be reached.',
    );
    cleanUp();

    const restored = uploads().start({ key: 'u2', file: null });
    const compose = stubCompose({ media: [{ key: 'u2', ref: restored }] });
    const view = render(compose.ref, <ComposeMedia />);
    const item = view.container.querySelector('li')!;
    expect(item.querySelector('[role="alert"]')?.textContent).toBe(
      'This file is no longer here. Replace it or remove it.',
    );
    expect([...item.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Retry upload');
  });

  it('"Remove {name}" sends compose.media.remove and focus goes to "Add media"', async () => {
    const { compose, group, view } = setUp();
    const remove = byRole(group(), 'button', 'Remove cat.png');
    remove.focus();
    click(remove);
    await settle(1);
    expect(compose.sent.at(-1)).toEqual({ type: 'compose.media.remove', key: 'u1' });
    expect(document.activeElement).toBe(byRole(view.container, 'button', 'Add media'));
  });

  it('previews the local file through an object URL, revoked when the item goes', async () => {
    const file = sampleFile('cat.png');
    const { view, group } = setUp(file);
    await settle(1);
    expect(urls.create).toHaveBeenCalledWith(file.blob);
    expect(group().querySelector('img')?.getAttribute('src')).toBe('blob:test/1');
    view.unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('without a local file shows the server preview, named after the file on the server', async () => {
    const upload = uploads().start({
      key: 'u1',
      file: null,
      existing: { attachment: attachment('m9', { description: 'A cat' }), processing: false },
    });
    const compose = stubCompose({ media: [{ key: 'u1', ref: upload }] });
    const view = render(compose.ref, <ComposeMedia />);
    const group = byRole(view.container, 'group', 'm9.png');
    expect(group.querySelector('img')?.getAttribute('src')).toBe('https://files.example/m9.small.png');
    expect(urls.create).not.toHaveBeenCalled();
    // described: the ALT badge
    expect(group.querySelector('.upload-item__alt')?.textContent).toBe('ALTDescribed');
  });

  it('draws no picture for an audio file whose server preview is the audio file itself', async () => {
    const wav = 'https://files.example/m7.wav';
    const upload = uploads().start({
      key: 'u1',
      file: null,
      existing: {
        attachment: attachment('m7', { type: 'audio', url: wav, preview_url: wav, meta: { small: null } }),
        processing: false,
      },
    });
    const compose = stubCompose({ media: [{ key: 'u1', ref: upload }] });
    const view = render(compose.ref, <ComposeMedia />);
    const group = byRole(view.container, 'group', 'm7.wav');
    expect(group.querySelector('img')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows no ALT badge without a description', () => {
    const { group } = setUp();
    expect(group().querySelector('.upload-item__alt')).toBeNull();
  });
});
