// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import ProfileEditScreen from '../../../src/views/profile-edit/ProfileEditScreen';
import type { UpdateCredentialsForm } from '../../../src/services/api/accounts';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { rawAccount } from '../status/status-fixtures';

let mounted: Mounted | null = null;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
let urls = 0;

beforeEach(() => {
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(urls += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

/** alice as verify_credentials answers: her bio as HTML, and as she typed it in `source`. */
function credentials(overrides: Record<string, unknown> = {}) {
  return rawAccount('99', {
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    note: '<p>Birds &amp; <a href="https://tea.example">tea.example</a></p>',
    avatar: 'https://files.example/avatars/alice.png',
    avatar_static: 'https://files.example/avatars/alice.png',
    header: 'https://files.example/headers/alice.png',
    header_static: 'https://files.example/headers/alice.png',
    discoverable: true,
    indexable: false,
    locked: true,
    fields: [{ name: 'Site', value: '<a href="https://alice.example">alice.example</a>', verified_at: null }],
    source: {
      note: 'Birds & https://tea.example',
      fields: [{ name: 'Site', value: 'https://alice.example', verified_at: null }],
      privacy: 'public',
      sensitive: false,
      language: 'en',
    },
    ...overrides,
  });
}

const INSTANCE = {
  configuration: { accounts: { max_featured_tags: 10, max_pinned_statuses: 5, max_profile_fields: 4 } },
};

async function open(update: (form: UpdateCredentialsForm) => Promise<unknown> = async () => credentials()) {
  const updateCredentials = vi.fn(update);
  const services = fakeServices({
    me: '99',
    api: {
      oauth: { verifyCredentials: async () => credentials() },
      instance: { get: async () => INSTANCE },
      accounts: { updateCredentials },
    },
  });
  const profileChanged = vi.fn();
  services.session.profileChanged = profileChanged;
  mounted = mount(services, <ProfileEditScreen />, { path: '/profile/edit' });
  await settle();
  return { services, updateCredentials, profileChanged, root: mounted.container };
}

/** The control labelled `text`. */
function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, text: string): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  const target = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!target) throw new Error(`no control labelled ${text}`);
  return target as T;
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function choose(input: HTMLInputElement, file: File): void {
  act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const button = (root: HTMLElement, name: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

async function save(root: HTMLElement) {
  act(() => button(root, 'Save changes').click());
  await settle();
}

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const alertText = (root: HTMLElement) =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent ?? '').join(' ');

describe('the profile edit screen', () => {
  it('shows the profile as the server holds it: the typed bio (not its HTML), the field rows and the switches', async () => {
    const { root } = await open();
    expect(root.querySelector('h1')?.textContent).toBe('Edit profile');
    expect(control(root, 'Display name').value).toBe('Alice');
    expect(control<HTMLTextAreaElement>(root, 'Bio').value).toBe('Birds & https://tea.example');
    expect(control(root, 'Label 1').value).toBe('Site');
    expect(control(root, 'Content 1').value).toBe('https://alice.example');
    // one row per field the server allows, the others blank
    expect(control(root, 'Label 4').value).toBe('');
    expect(() => control(root, 'Label 5')).toThrow();
    expect(control(root, 'Require follow requests').checked).toBe(true);
    expect(control(root, 'Include my public posts in search results').checked).toBe(false);
    expect(control(root, 'Feature my profile and posts in discovery').checked).toBe(true);
    expect(root.textContent).toContain('5/30');
    expect(root.querySelector<HTMLImageElement>('img[alt="Avatar (Current)"]')?.src).toBe(
      'https://files.example/avatars/alice.png',
    );
    await expectNoAxeViolations(root);
  });

  it('counts the display name in characters and will not send it over the limit', async () => {
    const { root, updateCredentials } = await open();
    const name = control(root, 'Display name');
    type(name, '🐦'.repeat(31));
    expect(root.textContent).toContain('31/30');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(root.textContent).toContain('Too long: at most 30 characters.');
    expect(button(root, 'Save changes').getAttribute('aria-disabled')).toBe('true');
    await save(root);
    expect(updateCredentials).not.toHaveBeenCalled();
    expect(root.textContent).toContain('Fix the marked fields before saving.');
  });

  it('previews a chosen avatar through an object URL, revoked when the choice is dropped', async () => {
    const { root } = await open();
    choose(control(root, 'Avatar'), png('heron.png', 2048));
    await settle();
    const preview = root.querySelector<HTMLImageElement>('img[alt="Avatar (New, not saved yet)"]');
    expect(preview?.getAttribute('src')).toBe('blob:preview-1');
    expect(root.textContent).toContain('Chosen: heron.png (2 kB)');
    act(() => button(root, 'Keep the current avatar').click());
    await settle();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(root.querySelector<HTMLImageElement>('img[alt="Avatar (Current)"]')).not.toBeNull();
  });

  it('refuses a picture that is too large with its size and the limit, and loses nothing typed', async () => {
    const { root } = await open();
    type(control(root, 'Display name'), 'Alice W');
    choose(control(root, 'Avatar'), png('huge.png', 9 * 1024 * 1024));
    await settle();
    expect(alertText(root)).toContain('huge.png is 9 MB: an avatar must be smaller than 8 MB.');
    expect(control(root, 'Display name').value).toBe('Alice W');
    expect(root.querySelector('img[alt="Avatar (New, not saved yet)"]')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    choose(control(root, 'Header'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await settle();
    expect(alertText(root)).toContain('notes.txt is not a PNG, JPEG, GIF or WebP picture.');
  });

  it('saves only what changed, with every field row, and hands the answer to the store and the session', async () => {
    const saved = credentials({ display_name: 'Alice W', avatar: 'https://files.example/uploads/new.png' });
    const { root, services, updateCredentials, profileChanged } = await open(async () => saved);
    type(control(root, 'Display name'), 'Alice W');
    type(control(root, 'Label 2'), 'Pronouns');
    type(control(root, 'Content 2'), 'she/her');
    act(() => control(root, 'Require follow requests').click());
    const avatar = png('heron.png', 100);
    choose(control(root, 'Avatar'), avatar);
    await save(root);
    expect(updateCredentials).toHaveBeenCalledTimes(1);
    expect(updateCredentials.mock.calls[0]![0]).toEqual({
      display_name: 'Alice W',
      avatar,
      locked: false,
      fields_attributes: {
        0: { name: 'Site', value: 'https://alice.example' },
        1: { name: 'Pronouns', value: 'she/her' },
        2: { name: '', value: '' },
        3: { name: '', value: '' },
      },
    });
    expect(services.store.get('accounts', '99')?.display_name).toBe('Alice W');
    expect(profileChanged).toHaveBeenCalledWith(saved);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Your profile is saved.');
    expect(button(root, 'Save changes').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a 422 refusal beside the form, raises no alert, and keeps the draft for another try', async () => {
    const refusal = 'Validation failed: Display name is too long (maximum is 30 characters)';
    const { root, services, updateCredentials } = await open(async () => {
      throw new ApiError({ kind: 'response', status: 422, message: refusal, serverMessage: refusal });
    });
    type(control(root, 'Display name'), 'Alice in Wonderland');
    await save(root);
    expect(alertText(root)).toContain(refusal);
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(control(root, 'Display name').value).toBe('Alice in Wonderland');
    // the refusal stays while the draft is corrected; Save sends again
    type(control(root, 'Display name'), 'Alice');
    type(control(root, 'Display name'), 'Alice W');
    expect(alertText(root)).toContain(refusal);
    await save(root);
    expect(updateCredentials).toHaveBeenCalledTimes(2);
  });

  it('raises the call’s alert for another failure, says the changes are kept, and Reset puts back the saved profile', async () => {
    const { root, services } = await open(async () => {
      throw new ApiError({ kind: 'response', status: 500, message: 'Internal Server Error' });
    });
    type(control<HTMLTextAreaElement>(root, 'Bio'), 'New bio');
    await save(root);
    expect(alertText(root)).toContain('Your profile could not be saved. Your changes are kept.');
    expect(services.alerts.getSnapshot().length).toBe(1);
    act(() => button(root, 'Reset').click());
    expect(control<HTMLTextAreaElement>(root, 'Bio').value).toBe('Birds & https://tea.example');
    expect(alertText(root)).not.toContain('could not be saved');
  });
});
