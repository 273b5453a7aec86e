// @vitest-environment jsdom
/**
 * Getting files in: "Add media" (its file input), files dropped on the compose area (with the "Drop files to
 * attach" layer while dragging) and files pasted into it all send compose.files; text drags and pastes are left
 * alone. The description dialog inside the compose form neither submits the form nor attaches what is pasted
 * into it. "Mark media as sensitive" shows once there is media.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../../../src/machines/upload-types';
import { ComposeMedia } from '../../../src/views/compose/media/ComposeMedia';
import { useMediaDrop } from '../../../src/views/compose/media/use-file-drop';
import {
  attachment,
  byRole,
  chooseFiles,
  cleanUp,
  click,
  dialog,
  fakeObjectUrls,
  fileList,
  press,
  render,
  sampleFile,
  settle,
  stubCompose,
  typeInto,
  uploads,
} from './media-harness';

beforeEach(() => {
  fakeObjectUrls();
});
afterEach(cleanUp);

function ComposeForm({ onSubmit }: { onSubmit(): void }) {
  const { dropProps, overlay, isDragging } = useMediaDrop();
  return (
    <form
      aria-label="Compose"
      data-dragging={isDragging}
      style={{ position: 'relative' }}
      {...dropProps}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <textarea aria-label="Post text" />
      <ComposeMedia />
      {overlay}
    </form>
  );
}

function setUp(media: NonNullable<Parameters<typeof stubCompose>[0]>['media'] = []) {
  const compose = stubCompose({ media });
  const onSubmit = vi.fn();
  const view = render(compose.ref, <ComposeForm onSubmit={onSubmit} />);
  const form = view.container.querySelector('form')!;
  return { compose, view, form, onSubmit };
}

interface Transfer {
  types: string[];
  files: FileList;
  items: Array<{ kind: string; getAsFile(): File | null }>;
  dropEffect?: string;
}

function transfer(files: File[], types = files.length > 0 ? ['Files'] : ['text/plain']): Transfer {
  return { types, files: fileList(files), items: files.map((file) => ({ kind: 'file', getAsFile: () => file })) };
}

/** Fires a drag or clipboard event carrying `data`; returns whether its default was prevented. */
function fire(target: Element, type: string, data: Transfer): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, type === 'paste' ? 'clipboardData' : 'dataTransfer', { value: data });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

const overlayText = (root: ParentNode) => root.querySelector('.compose-media-drop')?.textContent ?? null;
const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

const asUpload = (file: File): UploadFile => ({ blob: file, name: file.name, type: file.type, size: file.size });

describe('adding media', () => {
  it('"Add media" opens a file input for several images, a video or audio, and sends compose.files', () => {
    const { compose, view } = setUp();
    const input = byRole(view.container, 'button', 'Add media').parentElement!.querySelector<HTMLInputElement>(
      'input[type="file"]',
    )!;
    expect(input.getAttribute('aria-label')).toBe('Add images, a video or an audio file');
    expect(input.multiple).toBe(true);
    for (const type of ['image/png', 'image/jpeg', 'video/mp4', 'audio/mpeg'])
      expect(input.accept.split(',')).toContain(type);
    const clicked = vi.spyOn(input, 'click').mockImplementation(() => {});
    click(byRole(view.container, 'button', 'Add media'));
    expect(clicked).toHaveBeenCalledOnce();

    const files = [png('a.png'), new File(['mp4'], 'b.mp4', { type: 'video/mp4' })];
    chooseFiles(input, files);
    expect(compose.sent).toEqual([{ type: 'compose.files', files: files.map(asUpload) }]);
  });

  it('shows "Drop files to attach" while files are dragged over the form, and a drop sends compose.files', () => {
    const { compose, form } = setUp();
    const text = form.querySelector('textarea')!;
    expect(overlayText(form)).toBeNull();
    const files = [png('dropped.png')];
    expect(fire(form, 'dragenter', transfer(files))).toBe(true);
    expect(overlayText(form)).toBe('Drop files to attach');
    expect(form.getAttribute('data-dragging')).toBe('true');
    // crossing into a child and out of the form element itself is not leaving
    fire(text, 'dragenter', transfer(files));
    fire(form, 'dragleave', transfer(files));
    expect(overlayText(form)).toBe('Drop files to attach');
    const over = transfer(files);
    expect(fire(text, 'dragover', over)).toBe(true);
    expect(over.dropEffect).toBe('copy');
    expect(fire(text, 'drop', transfer(files))).toBe(true);
    expect(overlayText(form)).toBeNull();
    expect(compose.sent).toEqual([{ type: 'compose.files', files: files.map(asUpload) }]);
  });

  it('hides the layer when the drag leaves, and ignores dragged text', () => {
    const { compose, form } = setUp();
    fire(form, 'dragenter', transfer([png('a.png')]));
    fire(form, 'dragleave', transfer([png('a.png')]));
    expect(overlayText(form)).toBeNull();
    expect(fire(form, 'dragenter', transfer([]))).toBe(false);
    expect(overlayText(form)).toBeNull();
    expect(fire(form, 'drop', transfer([]))).toBe(false);
    expect(compose.sent).toEqual([]);
  });

  it('takes files pasted into the compose area, and leaves text pastes to the text box', () => {
    const { compose, form } = setUp();
    const text = form.querySelector('textarea')!;
    expect(fire(text, 'paste', transfer([]))).toBe(false);
    expect(compose.sent).toEqual([]);
    const pasted = new File(['png'], 'image.png', { type: 'image/png' });
    // a screenshot: no `files`, one file item
    const clipboard = {
      types: ['Files'],
      files: fileList([]),
      items: [
        { kind: 'string', getAsFile: () => null },
        { kind: 'file', getAsFile: () => pasted },
      ],
    };
    expect(fire(text, 'paste', clipboard)).toBe(true);
    expect(compose.sent).toEqual([{ type: 'compose.files', files: [asUpload(pasted)] }]);
  });

  it('the description dialog inside the form neither submits it nor attaches what is pasted into it', async () => {
    const net = uploads();
    const upload = net.start({ key: 'u1', file: sampleFile('cat.png') });
    net.last('sendFile').resolve({ attachment: attachment('m1'), processing: false });
    const { compose, form, onSubmit } = setUp([{ key: 'u1', ref: upload }]);
    await settle();
    const edit = byRole(form, 'button', 'Edit description');
    edit.focus();
    press(edit, 'Enter');
    await settle(2);
    const text = byRole(dialog(), 'textbox', 'Description') as HTMLTextAreaElement;
    expect(fire(text, 'paste', transfer([png('stray.png')]))).toBe(false);
    fire(text, 'drop', transfer([png('stray.png')]));
    typeInto(text, 'A cat');
    press(text, 'Enter', { ctrlKey: true });
    click(byRole(dialog(), 'button', 'Save'));
    await settle(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(compose.sent.map((e) => e.type)).toEqual(['compose.media.describe']);
  });
});

describe('sensitive media', () => {
  it('offers "Mark media as sensitive" only with media, and toggles it', async () => {
    const empty = setUp();
    expect(empty.form.querySelector('input[type="checkbox"]')).toBeNull();
    cleanUp();
    const upload = uploads().start({ key: 'u1', file: sampleFile('cat.png') });
    const { compose, form } = setUp([{ key: 'u1', ref: upload }]);
    const box = byRole(form, 'checkbox', 'Mark media as sensitive') as HTMLInputElement;
    expect(box.checked).toBe(false);
    click(box);
    await settle(1);
    expect(compose.sent.at(-1)).toEqual({ type: 'compose.sensitive.toggle' });
    expect((byRole(form, 'checkbox', 'Mark media as sensitive') as HTMLInputElement).checked).toBe(true);
  });
});
