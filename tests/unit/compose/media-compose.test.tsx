// @vitest-environment jsdom
/**
 * The media views on the real compose machine (its upload children are the real upload machine with fake
 * network actors): picked files become attachments with progress, a description saved in the dialog reaches
 * the upload, replacing keeps it, removing the last attachment takes "Mark media as sensitive" away.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { composeMachine } from '../../../src/machines/compose.machine';
import { uploadMachine } from '../../../src/machines/upload.machine';
import { DEFAULT_LIMITS } from '../../../src/machines/compose-types';
import type { MediaLimits } from '../../../src/machines/file-check';
import { createUploadActors } from '../../../src/services/compose/upload-actors';
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
  press,
  render,
  settle,
  typeInto,
} from './media-harness';

interface Pending {
  src: string;
  input: any;
  resolve(output: unknown): void;
}

beforeEach(() => {
  fakeObjectUrls();
});
afterEach(cleanUp);

function realCompose(media?: MediaLimits) {
  const pending: Pending[] = [];
  const fake = (src: string) =>
    fromPromise<any, any>(({ input }) => new Promise((resolve) => pending.push({ src, input, resolve })));
  // the file's first bytes are read for real (the network actors are fakes)
  const { readFileHead } = createUploadActors({ api: {} as never, client: { server: '', token: null } });
  const upload = uploadMachine.provide({
    actors: {
      readFileHead,
      sendFile: fake('sendFile'),
      poll: fake('poll'),
      saveDescription: fake('saveDescription'),
      sendThumbnail: fake('sendThumbnail'),
    },
  });
  let n = 0;
  const actor = createActor(composeMachine.provide({ actors: { upload } }), {
    input: { newKey: () => `k${(n += 1)}`, ...(media ? { limits: { ...DEFAULT_LIMITS, media } } : {}) },
  }).start();
  const view = render(actor, <ComposeMedia />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
  return { actor, view, input, pending };
}

const png = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/png' });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('compose media on the compose machine', () => {
  it('refuses, before sending, an empty file, a renamed executable and a picture over the limit; the rest goes', async () => {
    const { actor, view, input, pending } = realCompose({ supportedTypes: ['image/png'], imageSizeLimit: 1024 * 1024 });
    actor.send({ type: 'compose.text', text: 'kept text' });
    const empty = new File([], 'empty.png', { type: 'image/png' });
    const renamed = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0])], 'setup.png', {
      type: 'image/png',
    });
    const large = new File([new Uint8Array(PNG_MAGIC), new Uint8Array(1.5 * 1024 * 1024)], 'large.png', {
      type: 'image/png',
    });
    const fine = new File([new Uint8Array(PNG_MAGIC), new Uint8Array(16)], 'fine.png', { type: 'image/png' });
    chooseFiles(input, [empty, renamed, large, fine]);
    await settle(6);
    const said = (name: string) => byRole(view.container, 'group', name).textContent ?? '';
    expect(said('empty.png')).toContain('This file is empty: there is nothing to post.');
    expect(said('setup.png')).toContain('This server does not take this kind of file');
    expect(said('large.png')).toContain('this server takes at most 1 MB for this kind of file');
    // only the file that can succeed is sent; a refused one offers Replace and Remove, not Retry
    expect(pending.filter((p) => p.src === 'sendFile').map((p) => p.input.file.name)).toEqual(['fine.png']);
    expect(byRole(view.container, 'group', 'setup.png').querySelector('button')).not.toBeNull();
    expect(said('setup.png')).not.toContain('Retry');
    // the rest of the draft is kept
    expect(actor.getSnapshot().context.draft.text).toBe('kept text');
    await expectNoAxeViolations(view.container);
  });

  it('turns picked files into attachments with progress bars, axe-clean', async () => {
    const { view, input, pending } = realCompose();
    expect(view.container.querySelector('input[type="checkbox"]')).toBeNull();
    chooseFiles(input, [png('a.png'), png('b.png')]);
    await settle(1);
    expect(byRole(byRole(view.container, 'group', 'a.png'), 'progressbar', 'Uploading a.png')).toBeTruthy();
    expect(byRole(byRole(view.container, 'group', 'b.png'), 'progressbar', 'Uploading b.png')).toBeTruthy();
    expect(byRole(view.container, 'checkbox', 'Mark media as sensitive')).toBeTruthy();
    await expectNoAxeViolations(view.container);
    pending.filter((p) => p.src === 'sendFile')[0]!.resolve({ attachment: attachment('m1'), processing: true });
    await settle();
    expect(byRole(view.container, 'progressbar', 'Processing a.png')).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it('saves a description through the dialog, keeps it through a replace, and removing the last one clears the list', async () => {
    const { actor, view, input, pending } = realCompose();
    chooseFiles(input, [png('a.png')]);
    await settle(1);
    const edit = byRole(view.container, 'button', 'Edit description');
    edit.focus();
    press(edit, 'Enter');
    await settle(2);
    typeInto(byRole(dialog(), 'textbox', 'Description') as HTMLTextAreaElement, 'Alt text');
    press(byRole(dialog(), 'slider', 'Focal point'), 'ArrowLeft');
    click(byRole(dialog(), 'button', 'Save'));
    await settle(2);
    await frames();
    expect(document.activeElement).toBe(byRole(view.container, 'button', 'Edit description'));
    const [entry] = actor.getSnapshot().context.media;
    expect(entry!.ref.getSnapshot().context).toMatchObject({ description: 'Alt text', focus: { x: -0.1, y: 0 } });

    const replaceInput = view.container.querySelector<HTMLInputElement>('input[aria-label="Replacement for a.png"]')!;
    chooseFiles(replaceInput, [png('c.png')]);
    await settle(1);
    expect(byRole(view.container, 'progressbar', 'Uploading c.png')).toBeTruthy();
    expect(pending.filter((p) => p.src === 'sendFile').at(-1)!.input).toMatchObject({
      file: { name: 'c.png' },
      description: 'Alt text',
      focus: { x: -0.1, y: 0 },
    });

    click(byRole(view.container, 'button', 'Remove c.png'));
    await settle(1);
    expect(view.container.querySelector('[role="group"]')).toBeNull();
    expect(view.container.querySelector('input[type="checkbox"]')).toBeNull();
    expect(actor.getSnapshot().context.media).toEqual([]);
    expect(document.activeElement).toBe(byRole(view.container, 'button', 'Add media'));
  });
});

describe('media under a content warning', () => {
  it('stay sensitive: "Mark media as sensitive" shows checked and unavailable, and says why', async () => {
    const { actor, view, input } = realCompose();
    chooseFiles(input, [png('a.png')]);
    await settle(1);
    const box = () => byRole(view.container, 'checkbox', 'Mark media as sensitive') as HTMLInputElement;
    expect(box().disabled).toBe(false);
    actor.send({ type: 'compose.spoiler.toggle', on: true });
    await settle(1);
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    const why = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Media are always marked sensitive while a content warning is on.');
    // asked to switch off anyway (a stale event), the composer keeps it on
    actor.send({ type: 'compose.sensitive.toggle', on: false });
    expect(actor.getSnapshot().context.draft.sensitive).toBe(true);
    await expectNoAxeViolations(view.container);
    // the warning off: the choice is the reader's again
    actor.send({ type: 'compose.spoiler.toggle', on: false });
    await settle(1);
    expect(box().disabled).toBe(false);
    expect(box().checked).toBe(false);
    expect(box().hasAttribute('aria-describedby')).toBe(false);
  });
});
