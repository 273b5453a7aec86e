/**
 * PATCH /api/v1/accounts/update_credentials as Mastodon answers it: multipart pictures stored where their URLs
 * serve them, the typed texts kept for `source`, fields replaced as a whole, and every validation run before
 * anything is written (a 422 with Rails' messages and ERR_ details). Also the sandbox's own /_sandbox/profile,
 * which puts a profile back for the browser specs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
import { startHarness, type Harness } from './harness';

let h: Harness;
let grace: string;
beforeAll(async () => {
  h = startHarness();
  grace = await h.signIn('grace');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const UPDATE = '/api/v1/accounts/update_credentials';

function png(seed: number, width = 12, height = 8): File {
  return new File([encodePng(renderPicture(seed, width, height), width, height) as BlobPart], `p${seed}.png`, {
    type: 'image/png',
  });
}

function form(entries: Record<string, string | File>): FormData {
  const out = new FormData();
  for (const [key, value] of Object.entries(entries)) out.append(key, value);
  return out;
}

const me = async () => (await h.call(grace, 'GET', '/api/v1/accounts/verify_credentials')).body;

async function bytesOf(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

describe('PATCH update_credentials', () => {
  it('stores the avatar and header so that their URLs serve the uploaded pictures', async () => {
    const avatar = png(1, 20, 20);
    const header = png(2, 60, 20);
    const answer = await h.call(grace, 'PATCH', UPDATE, form({ avatar, header }));
    expect(answer.status).toBe(200);
    expect(answer.body.avatar).not.toBe(answer.body.header);
    expect(await bytesOf(answer.body.avatar)).toEqual(new Uint8Array(await avatar.arrayBuffer()));
    expect(await bytesOf(answer.body.header)).toEqual(new Uint8Array(await header.arrayBuffer()));
    expect((await me()).avatar_static).toBe(answer.body.avatar);
  });

  it('keeps the bio and field values as typed for source, and renders them as HTML for the profile', async () => {
    const answer = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({
        note: '  Tea & https://tea.example/menu\n\nsee #tea  ',
        'fields_attributes[0][name]': 'Site',
        'fields_attributes[0][value]': 'https://grace.example',
        'fields_attributes[1][name]': '',
        'fields_attributes[1][value]': '',
        'fields_attributes[2][name]': 'Likes',
        'fields_attributes[2][value]': 'a < b',
      }),
    );
    expect(answer.status).toBe(200);
    // stripped, links keep their scheme (multipart carries line breaks as CRLF, kept as received)
    expect(answer.body.source.note.replace(/\r\n/g, '\n')).toBe('Tea & https://tea.example/menu\n\nsee #tea');
    expect(answer.body.note).toContain('href="https://tea.example/menu"');
    // the blank row is dropped; values come back as typed in source, as HTML in fields
    expect(answer.body.source.fields).toEqual([
      { name: 'Site', value: 'https://grace.example', verified_at: null },
      { name: 'Likes', value: 'a < b', verified_at: null },
    ]);
    expect(answer.body.fields[0].value).toContain('href="https://grace.example"');
    expect(answer.body.fields[1].value).toBe('a &lt; b');
  });

  it('replaces the fields as a whole: one blank row clears them', async () => {
    await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ 'fields_attributes[0][name]': 'A', 'fields_attributes[0][value]': 'b' }),
    );
    const cleared = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ 'fields_attributes[0][name]': '', 'fields_attributes[0][value]': '' }),
    );
    expect(cleared.body.fields).toEqual([]);
    expect(cleared.body.source.fields).toEqual([]);
  });

  it('keeps a field verified while its value stays the same', async () => {
    await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ 'fields_attributes[0][name]': 'Site', 'fields_attributes[0][value]': 'https://g.example' }),
    );
    const account = h.sandbox.db.accounts.get(h.accountId('grace'))!;
    account.fields[0]!.verified_at = '2025-05-01T00:00:00.000Z';
    const renamed = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ 'fields_attributes[0][name]': 'Homepage', 'fields_attributes[0][value]': 'https://g.example' }),
    );
    expect(renamed.body.fields[0].verified_at).toBe('2025-05-01T00:00:00.000Z');
    const moved = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ 'fields_attributes[0][name]': 'Homepage', 'fields_attributes[0][value]': 'https://elsewhere.example' }),
    );
    expect(moved.body.fields[0].verified_at).toBeNull();
  });

  it('reads a seeded link field back as typed, and keeps it verified when it is sent unchanged', async () => {
    const alice = await h.signIn('alice');
    const seeded = (await h.call(alice, 'GET', '/api/v1/accounts/verify_credentials')).body;
    const website = seeded.source.fields[0];
    expect(website.value).toBe('https://alice.example');
    expect(website.verified_at).not.toBeNull();
    expect(seeded.source.note).toContain('Birds, code and tea');
    const rows: Record<string, string> = {};
    seeded.source.fields.forEach((field: { name: string; value: string }, index: number) => {
      rows[`fields_attributes[${index}][name]`] = field.name;
      rows[`fields_attributes[${index}][value]`] = field.value;
    });
    const saved = await h.call(alice, 'PATCH', UPDATE, form(rows));
    expect(saved.body.source.fields).toEqual(seeded.source.fields);
    expect(saved.body.fields[0].verified_at).toBe(website.verified_at);
  });

  it('strips the display name before checking its length, and cuts long field names and values to 255', async () => {
    const answer = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({
        display_name: `  ${'g'.repeat(30)}  `,
        'fields_attributes[0][name]': 'n'.repeat(300),
        'fields_attributes[0][value]': 'v'.repeat(300),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.display_name).toBe('g'.repeat(30));
    expect(answer.body.source.fields[0].name).toHaveLength(255);
    expect(answer.body.source.fields[0].value).toHaveLength(255);
  });

  it('refuses every invalid part at once with 422 and its details, and writes nothing', async () => {
    const before = await me();
    const answer = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({
        display_name: 'x'.repeat(31),
        note: 'y'.repeat(501),
        avatar: png(3),
        'fields_attributes[0][name]': '',
        'fields_attributes[0][value]': 'a value without a label',
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      'Validation failed: Display name is too long (maximum is 30 characters), ' +
        'Note is too long (maximum is 500 characters), Fields contains values with missing labels',
    );
    expect(answer.body.details).toEqual({
      display_name: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 30 characters)' }],
      note: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 500 characters)' }],
      fields: [{ error: 'ERR_FIELDS_WITH_VALUES_MISSING_LABELS', description: 'contains values with missing labels' }],
    });
    const after = await me();
    expect(after.display_name).toBe(before.display_name);
    expect(after.avatar).toBe(before.avatar);
    expect(after.source.fields).toEqual(before.source.fields);
  });

  it('refuses more than four fields with Rails’ length message', async () => {
    const rows: Record<string, string> = {};
    for (let i = 0; i < 5; i += 1) {
      rows[`fields_attributes[${i}][name]`] = `n${i}`;
      rows[`fields_attributes[${i}][value]`] = `v${i}`;
    }
    const answer = await h.call(grace, 'PATCH', UPDATE, form(rows));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Validation failed: Fields is too long (maximum is 4 characters)');
  });

  it('refuses a picture of another type, or of 8 MB or more, as Paperclip words it', async () => {
    const text = await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({ avatar: new File(['hi'], 'a.txt', { type: 'text/plain' }) }),
    );
    expect(text.status).toBe(422);
    expect(text.body.error).toBe('Validation failed: Avatar content type is invalid, Avatar is invalid');
    const huge = new File([new Uint8Array(8 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const large = await h.call(grace, 'PATCH', UPDATE, form({ header: huge }));
    expect(large.status).toBe(422);
    expect(large.body.error).toBe(
      'Validation failed: Header file size must be less than 8 MB, Header must be less than 8 MB',
    );
    expect(large.body.details.header_file_size[0].error).toBe('ERR_LESS_THAN');
  });
});

describe('/_sandbox/profile', () => {
  it('reads a local profile and puts it back whole, pictures and typed texts included', async () => {
    const saved = (await h.call(null, 'GET', '/_sandbox/profile?acct=grace')).body;
    expect(saved.acct).toBe('grace');
    const before = await me();
    await h.call(
      grace,
      'PATCH',
      UPDATE,
      form({
        display_name: 'Changed',
        note: 'changed',
        avatar: png(9),
        'fields_attributes[0][name]': 'X',
        'fields_attributes[0][value]': 'y',
      }),
    );
    const restored = await h.call(null, 'POST', '/_sandbox/profile', { acct: 'grace', profile: saved.profile });
    expect(restored.status).toBe(200);
    const after = await me();
    for (const key of ['display_name', 'note', 'avatar', 'header', 'fields', 'source'] as const)
      expect(after[key]).toEqual(before[key]);
  });

  it('refuses an unknown or remote account and a profile of the wrong shape', async () => {
    expect((await h.call(null, 'GET', '/_sandbox/profile?acct=nobody')).status).toBe(404);
    expect((await h.call(null, 'POST', '/_sandbox/profile', { acct: 'grace', profile: 'x' })).status).toBe(422);
    const wrong = await h.call(null, 'POST', '/_sandbox/profile', { acct: 'grace', profile: { fields: 'x' } });
    expect(wrong.status).toBe(422);
  });
});
