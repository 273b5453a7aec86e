// @vitest-environment jsdom
/**
 * The compose form around posting: Post while posting (busy, inert), a failure (alert, Try again with the same
 * idempotency key), waiting for uploads, refusals, what the draft answers/quotes/edits, and Clear draft (asks
 * first when something would be lost).
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importStatuses } from '../../../src/services/store';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { file, status } from './compose-test-kit';
import { button, maybeNamed, press, renderForm, settle, textbox, typeInto } from './compose-form-harness';

let current: ReturnType<typeof renderForm> | null = null;
function render(...args: Parameters<typeof renderForm>) {
  current = renderForm(...args);
  return current;
}

afterEach(() => {
  current?.unmount();
  current?.actor.stop();
  current = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

const alertTexts = (root: HTMLElement) => [...root.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '');

function alice(id: string, extra: Record<string, unknown> = {}) {
  return status(id, {
    account: {
      id: 'a1',
      acct: 'alice@remote.example',
      username: 'alice',
      display_name: 'Alice',
      url: 'https://remote.example/@alice',
    } as never,
    content: '<p>Is anyone up for tea?</p>',
    ...extra,
  });
}

describe('posting', () => {
  it('posts the draft once: busy and inert while on its way, cleared after', async () => {
    const { container, submit, draft } = render();
    typeInto(textbox(container, 'Post text'), 'Hello');
    const post = button(container, 'Post');
    expect(post.getAttribute('aria-disabled')).toBeNull();
    press(post);
    expect(submit.calls).toHaveLength(1);
    expect(submit.calls[0]!.draft.text).toBe('Hello');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(post.getAttribute('aria-busy')).toBe('true');
    expect(post.getAttribute('aria-disabled')).toBe('true');
    const live = [...container.querySelectorAll('[role="status"]')].map((s) => s.textContent);
    expect(live).toContain('Posting…');
    expect((textbox(container, 'Post text') as HTMLTextAreaElement).readOnly).toBe(true);
    press(post);
    expect(submit.calls).toHaveLength(1);

    await act(() => submit.succeed(status('100')));
    expect(draft().text).toBe('');
    expect(textbox(container, 'Post text').value).toBe('');
    expect(form.getAttribute('aria-busy')).toBe('false');
  });

  it('after a failure says so in an alert, keeps the draft, and tries again with the same idempotency key (axe-clean)', async () => {
    const { container, submit, draft } = render();
    typeInto(textbox(container, 'Post text'), 'Hello');
    press(button(container, 'Post'));
    await act(() =>
      submit.fail(
        new ApiError({
          kind: 'response',
          message: '422',
          status: 422,
          serverMessage: 'Validation failed: Text is too long',
        }),
      ),
    );
    expect(alertTexts(container)).toEqual([
      'Your post could not be published. The draft is kept. Validation failed: Text is too long',
    ]);
    expect(draft().text).toBe('Hello');
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('false');
    await expectNoAxeViolations(container);

    press(button(container, 'Try again'));
    expect(submit.calls).toHaveLength(2);
    expect(submit.calls[1]!.draft.idempotencyKey).toBe(submit.calls[0]!.draft.idempotencyKey);
    expect(alertTexts(container)).toEqual([]);
    await act(() => submit.succeed(status('101')));
    expect(draft().text).toBe('');
  });

  it('a post the server did not answer says so and keeps the draft; one that reached no server goes to the outbox', async () => {
    const { container, submit, draft, actor } = render();
    const queued: string[] = [];
    actor.on('compose.queued', (event) => queued.push(event.draft.idempotencyKey));
    typeInto(textbox(container, 'Post text'), 'Hello');
    press(button(container, 'Post'));
    await act(() => submit.fail(new ApiError({ kind: 'timeout', message: 'The request timed out', method: 'POST' })));
    expect(alertTexts(container)).toEqual([
      'Your post could not be published. The draft is kept. The server did not answer.',
    ]);
    expect(draft().text).toBe('Hello');
    press(button(container, 'Try again'));
    await act(() => submit.fail(new ApiError({ kind: 'network', message: 'Network error', method: 'POST' })));
    expect(submit.calls[1]!.draft.idempotencyKey).toBe(submit.calls[0]!.draft.idempotencyKey);
    // no answer at all: the post waits in the outbox with its key, and the form is ready for the next one
    expect(queued).toEqual([submit.calls[0]!.draft.idempotencyKey]);
    expect(alertTexts(container)).toEqual([]);
    expect(draft().text).toBe('');
  });

  it('says it waits for the uploads, then posts by itself', async () => {
    const { container, actor, child, submit } = render();
    act(() => actor.send({ type: 'compose.files', files: [file('cat.png')] }));
    const key = actor.getSnapshot().context.media[0]!.key;
    press(button(container, 'Post'));
    expect(submit.calls).toHaveLength(0);
    expect(container.textContent).toContain('Your post goes out as soon as the uploads finish.');
    expect(button(container, 'Post').getAttribute('aria-busy')).toBe('true');
    act(() => child(key).send({ type: 'stub.attach' }));
    await settle(1);
    expect(submit.calls).toHaveLength(1);
    expect(submit.calls[0]!.mediaIds).toEqual([`m-${key}`]);
  });

  it('says why nothing was posted when an upload failed', async () => {
    const { container, actor, child, submit } = render();
    act(() => actor.send({ type: 'compose.files', files: [file('cat.png')] }));
    const key = actor.getSnapshot().context.media[0]!.key;
    act(() => child(key).send({ type: 'stub.fail' }));
    press(button(container, 'Post'));
    expect(submit.calls).toHaveLength(0);
    // the attachment says its own failure; the form says why the post did not go
    expect(alertTexts(container)).toContain(
      'An attachment could not be uploaded. Retry or remove it, then post again.',
    );
    expect(maybeNamed(container, 'button', 'Try again')).toBeNull();
  });
});

describe('refusals', () => {
  it('shows a refused quote in an alert until dismissed', () => {
    const { container, actor } = render();
    act(() => actor.send({ type: 'compose.quote', statusId: '9', currentUser: 'denied' }));
    expect(alertTexts(container)).toEqual(['You are not authorized to quote this post.']);
    press(button(container, 'Dismiss'));
    expect(alertTexts(container)).toEqual([]);
    expect(document.activeElement).toBe(textbox(container, 'Post text'));
  });

  it('shows a refused upload (its refusal text)', async () => {
    const { container, actor } = render();
    press(button(container, 'Add a poll'));
    act(() => actor.send({ type: 'compose.files', files: [file('cat.png')] }));
    expect(alertTexts(container)).toEqual(['File upload not allowed with polls.']);
    await expectNoAxeViolations(container);
  });
});

describe('what the draft answers, quotes or edits', () => {
  it('shows the post replied to, and Cancel reply lets go of it', async () => {
    const { container, actor, services, draft } = render();
    act(() => {
      importStatuses(services.store, [alice('50')]);
      actor.send({
        type: 'compose.reply',
        target: {
          id: '50',
          visibility: 'public',
          limited: false,
          mentions: ['alice@remote.example'],
          spoilerText: '',
          language: 'en',
        },
      });
    });
    const group = container.querySelector('[role="group"][aria-label="Replying to Alice"]');
    expect(group?.textContent).toContain('@alice@remote.example');
    expect(group?.textContent).toContain('Is anyone up for tea?');
    expect(draft().in_reply_to).toBe('50');
    await expectNoAxeViolations(container);
    press(button(container, 'Cancel reply'));
    expect(draft().in_reply_to).toBeNull();
    expect(container.querySelector('.compose-target')).toBeNull();
  });

  it("shows the custom emoji of the post replied to and of its author's name as pictures, its links as text", () => {
    const blob = {
      shortcode: 'blobcat',
      url: 'https://remote.example/e/blobcat.png',
      static_url: 'https://remote.example/e/blobcat.png',
      visible_in_picker: true,
    };
    const { container, actor, services } = render();
    act(() => {
      importStatuses(services.store, [
        alice('52', {
          account: {
            id: 'a2',
            acct: 'cat@remote.example',
            username: 'cat',
            display_name: 'Cat :blobcat:',
            url: 'https://remote.example/@cat',
            emojis: [blob],
          },
          content: '<p>tea time :blobcat: <a href="https://remote.example/tea">remote.example/tea</a></p>',
          emojis: [blob],
        }),
      ]);
      actor.send({
        type: 'compose.reply',
        target: { id: '52', visibility: 'public', limited: false, mentions: [], spoilerText: '', language: 'en' },
      });
    });
    const group = container.querySelector<HTMLElement>('[role="group"][aria-label="Replying to Cat :blobcat:"]')!;
    expect(group).toBeTruthy();
    const pictures = [...group.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(pictures).toEqual([':blobcat:', ':blobcat:']);
    expect(group.textContent).not.toContain(':blobcat:');
    expect(group.querySelector('.compose-target__excerpt')!.textContent).toBe('tea time  remote.example/tea');
    expect(group.querySelector('a')).toBeNull();
  });

  it('shows the content warning of the post replied to rather than its text', () => {
    const { container, actor, services } = render();
    act(() => {
      importStatuses(services.store, [alice('51', { spoiler_text: 'food talk' })]);
      actor.send({
        type: 'compose.reply',
        target: {
          id: '51',
          visibility: 'public',
          limited: false,
          mentions: [],
          spoilerText: 'food talk',
          language: 'en',
        },
      });
    });
    const excerpt = container.querySelector('.compose-target__excerpt')!;
    expect(excerpt.textContent).toBe('food talk');
  });

  it('shows the quoted post, and Remove quote takes it off', () => {
    const { container, actor, services, draft } = render();
    act(() => {
      importStatuses(services.store, [alice('60')]);
      actor.send({ type: 'compose.quote', statusId: '60', currentUser: 'automatic' });
    });
    expect(container.querySelector('[role="group"][aria-label="Quoting Alice"]')).toBeTruthy();
    press(button(container, 'Remove quote'));
    expect(draft().quoted_status_id).toBeNull();
  });

  it('says Save when editing a post, and Cancel editing leaves the edit', () => {
    const { container, actor, draft } = render();
    act(() =>
      actor.send({
        type: 'compose.edit',
        target: { status: status('70', { content: '<p>old</p>' }), text: 'old', spoilerText: '' },
      }),
    );
    expect(draft().id).toBe('70');
    expect(textbox(container, 'Post text').value).toBe('old');
    expect(container.querySelector('[role="group"][aria-label="Editing your post"]')).toBeTruthy();
    expect(button(container, 'Save').type).toBe('submit');
    expect(maybeNamed(container, 'button', 'Post')).toBeNull();
    press(button(container, 'Cancel editing'));
    expect(draft().id).toBeNull();
    expect(button(container, 'Post')).toBeTruthy();
  });
});

describe('Clear draft', () => {
  it('asks first when the draft holds something; Keep draft keeps it', async () => {
    const { container, draft } = render();
    typeInto(textbox(container, 'Post text'), 'precious words');
    press(button(container, 'Clear draft'));
    const keep = button(container, 'Keep draft');
    expect(document.activeElement).toBe(keep);
    expect(container.querySelector('[role="group"][aria-label^="Clear this draft?"]')).toBeTruthy();
    await expectNoAxeViolations(container);
    press(keep);
    expect(draft().text).toBe('precious words');
    expect(document.activeElement).toBe(button(container, 'Clear draft'));

    press(button(container, 'Clear draft'));
    press(button(container, 'Clear'));
    expect(draft().text).toBe('');
    expect(document.activeElement).toBe(textbox(container, 'Post text'));
  });

  it('clears at once when nothing would be lost', () => {
    const { container, draft } = render();
    const before = draft().idempotencyKey;
    press(button(container, 'Clear draft'));
    expect(maybeNamed(container, 'button', 'Keep draft')).toBeNull();
    expect(draft().idempotencyKey).not.toBe(before);
  });
});
