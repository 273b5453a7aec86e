// @vitest-environment jsdom
/**
 * The bookmark category forms on the title form chart, with a stubbed server: a blank title is refused beside the
 * field without asking the server; one save at a time; a refusal (422) shows the server's words with the typed
 * title kept and no alert; another failure says the form's own words, with the call's alert; a rename that fails
 * keeps the typed title and puts the old one back in the store; a rename that goes through closes the row,
 * announcing the new title; a new category empties the field and is announced.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { BookmarkCategoriesScreen } from '../../../src/views/bookmark-categories/BookmarkCategoriesScreen';
import { buttonNamed, typeInto } from '../filters/filter-dom';
import {
  deferred,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from '../timelines/support/fake-app-services';

const KMYBLUE = {
  domain: 'kmy.example',
  version: '4.4.0',
  configuration: {},
  fedibird_capabilities: ['kmyblue_bookmark_category'],
};
const refused = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'response', status, message: String(status), serverMessage });

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function open(categories: NonNullable<ApiStubs['bookmarkCategories']>) {
  const services = fakeServices({
    me: '1',
    api: {
      instance: { get: async () => KMYBLUE },
      bookmarkCategories: { list: async () => [{ id: '1', title: 'Recipes' }], ...categories },
    },
  });
  mounted = mount(services, <BookmarkCategoriesScreen />);
  await settle(5);
  const { container } = mounted;
  const submit = (form: HTMLFormElement) => act(() => form.requestSubmit());
  const announced = () => container.querySelector('.category-screens > [role="status"]')?.textContent;
  return { services, container, submit, announced };
}

describe('the new category form', () => {
  it('refuses a blank title beside the field without asking the server', async () => {
    const create = vi.fn();
    const { container, submit } = await open({ create });
    const field = container.querySelector<HTMLInputElement>('.category-form input')!;
    typeInto(field, '  ');
    submit(container.querySelector<HTMLFormElement>('.category-form')!);
    expect(container.querySelector('.category-form [role="alert"]')?.textContent).toBe('Enter a title.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('  ');
    expect(create).not.toHaveBeenCalled();
    // typing takes the refusal away
    typeInto(field, 'Art');
    expect(container.querySelector('.category-form [role="alert"]')).toBeNull();
  });

  it('sends one save at a time, then empties the field and announces the category as the server named it', async () => {
    const answer = deferred<unknown>();
    const create = vi.fn(() => answer.promise);
    const { container, submit, announced } = await open({ create });
    const field = container.querySelector<HTMLInputElement>('.category-form input')!;
    const form = container.querySelector<HTMLFormElement>('.category-form')!;
    typeInto(field, '  Art ');
    submit(form);
    submit(form);
    await settle(2);
    expect(create).toHaveBeenCalledExactlyOnceWith('Art');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(buttonNamed(form, 'Creating…').getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer.resolve({ id: '2', title: 'Art works' }));
    await settle(2);
    expect(field.value).toBe('');
    expect(announced()).toBe('Category “Art works” created.');
    expect([...container.querySelectorAll('.category-row__link')].map((a) => a.textContent)).toEqual([
      'Art works',
      'Recipes',
    ]);
  });

  it('a refusal (422) shows the server’s words, keeps the typed title and raises no alert', async () => {
    const { services, container, submit } = await open({
      create: async () => Promise.reject(refused(422, 'You can create at most 20 bookmark categories')),
    });
    const field = container.querySelector<HTMLInputElement>('.category-form input')!;
    typeInto(field, 'Art');
    submit(container.querySelector<HTMLFormElement>('.category-form')!);
    await settle(3);
    expect(container.querySelector('.category-form [role="alert"]')?.textContent).toBe(
      'You can create at most 20 bookmark categories',
    );
    expect(field.value).toBe('Art');
    expect(document.activeElement).toBe(field);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('another failure says the form’s own words, with the call’s alert', async () => {
    const { services, container, submit } = await open({ create: async () => Promise.reject(refused(500)) });
    const field = container.querySelector<HTMLInputElement>('.category-form input')!;
    typeInto(field, 'Art');
    submit(container.querySelector<HTMLFormElement>('.category-form')!);
    await settle(3);
    expect(container.querySelector('.category-form [role="alert"]')?.textContent).toBe(
      'The category could not be created.',
    );
    expect(field.value).toBe('Art');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('renaming a category', () => {
  async function renaming(update: (id: string, title: string) => Promise<unknown>) {
    const opened = await open({ update });
    act(() => buttonNamed(opened.container, 'Rename “Recipes”').click());
    const field = opened.container.querySelector<HTMLInputElement>('.category-row__rename input')!;
    const form = opened.container.querySelector<HTMLFormElement>('.category-row__rename')!;
    return { ...opened, field, form };
  }

  it('refuses a blank title beside the field without asking the server', async () => {
    const update = vi.fn();
    const { field, form, submit } = await renaming(update);
    typeInto(field, ' ');
    submit(form);
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Enter a title.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();
  });

  it('a failed rename keeps the typed title and shows the error; the old title comes back in the store', async () => {
    const answer = deferred<unknown>();
    const { services, container, field, form, submit } = await renaming(() => answer.promise);
    typeInto(field, 'Cooking');
    submit(form);
    // shown at once; Cancel and Escape wait for the answer
    expect(services.store.get('bookmarkCategories', '1')?.title).toBe('Cooking');
    expect(buttonNamed(form, 'Cancel').disabled).toBe(true);
    act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(container.querySelector('.category-row__rename')).not.toBeNull();
    await act(async () => answer.reject(refused(422, 'Title is too long')));
    await settle(2);
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Title is too long');
    expect(field.value).toBe('Cooking');
    expect(document.activeElement).toBe(field);
    expect(services.store.get('bookmarkCategories', '1')?.title).toBe('Recipes');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a rename that goes through closes the row, announces the new title and gives the focus back to Rename', async () => {
    const update = vi.fn(async (id: string, title: string) => ({ id, title }));
    const { container, field, form, submit, announced } = await renaming(update);
    typeInto(field, ' Cooking ');
    submit(form);
    await settle(3);
    expect(update).toHaveBeenCalledWith('1', 'Cooking');
    expect(container.querySelector('.category-row__rename')).toBeNull();
    expect(announced()).toBe('Renamed to “Cooking”.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rename “Cooking”');
  });
});
