// @vitest-environment jsdom
/**
 * The profile edit screen against the sandbox, contract-checked: the form loads alice's profile as she typed it,
 * a save goes out as one multipart PATCH with what changed, the sandbox stores the new avatar where its URL serves
 * it, and the answer reaches the store and the session.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ProfileEditScreen from '../../../src/views/profile-edit/ProfileEditScreen';
import { encodePng, renderPicture } from '../../../sandbox/media-files';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;
/** the multipart bodies of update_credentials requests, as the server received them */
const sent: FormData[] = [];

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  contract.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && request.url.endsWith('/api/v1/accounts/update_credentials')) {
      void request
        .clone()
        .formData()
        .then((form) => sent.push(form));
    }
  });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, text: string): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  const target = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!target) throw new Error(`no control labelled ${text}`);
  return target as T;
}

function type(input: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('editing a profile against the sandbox', () => {
  it('sends one multipart PATCH with what changed; the sandbox serves the new avatar; the store and session get the answer', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    const profileChanged = vi.fn();
    services.session.profileChanged = profileChanged;
    mounted = mount(services, <ProfileEditScreen />, { path: '/profile/edit' });
    const root = mounted.container;
    await until(() => root.querySelector('form') !== null);
    const before = await alice.api.oauth.verifyCredentials();
    expect(control(root, 'Display name').value).toBe(before.display_name);
    expect(control<HTMLTextAreaElement>(root, 'Bio').value).toBe(before.source.note);

    type(control(root, 'Display name'), 'Alice in the sandbox');
    type(control(root, 'Label 4'), 'Tea');
    type(control(root, 'Content 4'), 'sencha');
    const picture = new File([encodePng(renderPicture(3, 16, 16), 16, 16) as BlobPart], 'me.png', {
      type: 'image/png',
    });
    const avatarInput = control(root, 'Avatar');
    act(() => {
      Object.defineProperty(avatarInput, 'files', { value: [picture], configurable: true });
      avatarInput.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Save changes')!.click());
    await until(() => root.querySelector('[role="status"]')?.textContent === 'Your profile is saved.');
    await until(() => sent.length === 1);

    const form = sent[0]!;
    expect(form.get('display_name')).toBe('Alice in the sandbox');
    expect((form.get('avatar') as File).type).toBe('image/png');
    expect(form.get('fields_attributes[3][name]')).toBe('Tea');
    expect(form.get('fields_attributes[3][value]')).toBe('sencha');
    expect(form.has('fields_attributes[0][name]')).toBe(true);
    // unchanged texts and switches are not sent
    expect(form.has('note')).toBe(false);
    expect(form.has('locked')).toBe(false);

    const after = await alice.api.oauth.verifyCredentials();
    expect(after.display_name).toBe('Alice in the sandbox');
    expect(after.source.fields.at(-1)).toEqual({ name: 'Tea', value: 'sencha', verified_at: null });
    expect(after.avatar).not.toBe(before.avatar);
    // (the served bytes are checked in the sandbox's own tests: a DOM test's File does not carry them into Node's fetch)
    const served = await fetch(after.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    expect(services.store.get('accounts', alice.accountId)?.display_name).toBe('Alice in the sandbox');
    expect(profileChanged).toHaveBeenCalledTimes(1);
    expect((profileChanged.mock.calls[0]![0] as { avatar: string }).avatar).toBe(after.avatar);
    // the form now shows what the server holds, the new avatar as the current one
    expect(control(root, 'Display name').value).toBe('Alice in the sandbox');
    expect(root.querySelector<HTMLImageElement>('img[alt="Avatar (Current)"]')?.src).toBe(after.avatar_static);
    await contract.settle();
  });
});
