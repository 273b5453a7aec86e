// @vitest-environment jsdom
/**
 * "Replace file": a file input for one file that sends compose.media.replace with the new file and the same
 * key; the attachment keeps its description and focal point (the upload actor sends them with the new file),
 * shows the new name and uploads again; the old preview's object URL is revoked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComposeMedia } from '../../../src/views/compose/media/ComposeMedia';
import {
  attachment,
  byRole,
  chooseFiles,
  cleanUp,
  click,
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

async function describedAttachment() {
  const net = uploads();
  const upload = net.start({
    key: 'u1',
    file: sampleFile('cat.png'),
    description: 'A cat on a mat',
    focus: { x: 0.3, y: -0.2 },
  });
  net.last('sendFile').resolve({
    attachment: attachment('m1', { description: 'A cat on a mat', meta: { focus: { x: 0.3, y: -0.2 } } }),
    processing: false,
  });
  const compose = stubCompose({ media: [{ key: 'u1', ref: upload }] });
  const view = render(compose.ref, <ComposeMedia />);
  await settle();
  return { net, upload, compose, view };
}

const replaceInput = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLInputElement>('input[type="file"]')].find(
    (i) => i.getAttribute('aria-label') === 'Replacement for cat.png',
  )!;

describe('replace file', () => {
  it('sends compose.media.replace with the new file; the description and focal point are kept and go with it', async () => {
    const { net, upload, compose, view } = await describedAttachment();
    const group = byRole(view.container, 'group', 'cat.png');
    const input = replaceInput(group);
    expect(input.multiple).toBe(false);
    expect(input.accept).toContain('image/png');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    click(byRole(group, 'button', 'Replace file'));
    expect(opened).toHaveBeenCalledOnce();

    const dog = new File(['dog bytes'], 'dog.png', { type: 'image/png' });
    chooseFiles(input, [dog]);
    await settle(1);

    expect(compose.sent).toEqual([
      {
        type: 'compose.media.replace',
        key: 'u1',
        file: { blob: dog, name: 'dog.png', type: 'image/png', size: dog.size },
      },
    ]);
    // the stub passed it on, as the compose machine does: the upload starts again with the kept alt text
    expect(upload.getSnapshot().context).toMatchObject({ description: 'A cat on a mat', focus: { x: 0.3, y: -0.2 } });
    expect(net.last('sendFile').input).toMatchObject({
      file: { name: 'dog.png' },
      description: 'A cat on a mat',
      focus: { x: 0.3, y: -0.2 },
    });
    const replaced = byRole(view.container, 'group', 'dog.png');
    expect(byRole(replaced, 'progressbar', 'Uploading dog.png')).toBeTruthy();
    expect(replaced.querySelector('.upload-item__alt')).not.toBeNull();
  });

  it('previews the new file and revokes the old object URL', async () => {
    const { view } = await describedAttachment();
    const group = byRole(view.container, 'group', 'cat.png');
    expect(group.querySelector('img')?.getAttribute('src')).toBe('blob:test/1');
    chooseFiles(replaceInput(group), [new File(['dog'], 'dog.png', { type: 'image/png' })]);
    await settle(1);
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
    expect(byRole(view.container, 'group', 'dog.png').querySelector('img')?.getAttribute('src')).toBe('blob:test/2');
  });

  it('sends nothing when the picker is closed without a file', async () => {
    const { compose, view } = await describedAttachment();
    chooseFiles(replaceInput(byRole(view.container, 'group', 'cat.png')), []);
    expect(compose.sent).toEqual([]);
  });
});
