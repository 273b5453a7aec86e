import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_LIMITS, type ProfileDraft } from '../../../src/machines/profile-edit-rules';
import type { ApiCredentialAccount, ApiInstance } from '../../../src/domain/entities/api-types';
import { draftFromCredentials, profileLimits, updateForm } from '../../../src/services/profile-edit/profile-draft';

const draft = (over: Partial<ProfileDraft> = {}): ProfileDraft => ({
  displayName: 'Alice',
  note: 'Birds',
  fields: [
    { name: 'Site', value: 'https://alice.example' },
    { name: '', value: '' },
  ],
  discoverable: true,
  indexable: false,
  locked: false,
  bot: false,
  avatar: null,
  header: null,
  ...over,
});

describe('the profile form and the server', () => {
  it('takes the server’s stated limits and Mastodon’s for the rest', () => {
    const instance = {
      configuration: {
        accounts: { max_featured_tags: 10, max_pinned_statuses: 5, max_display_name_length: 50, max_profile_fields: 6 },
      },
    } as unknown as ApiInstance;
    expect(profileLimits(instance)).toEqual({ ...DEFAULT_PROFILE_LIMITS, displayName: 50, fields: 6 });
    expect(profileLimits(null)).toEqual(DEFAULT_PROFILE_LIMITS);
  });

  it('fills the form from source (typed text, LF line breaks) with blank rows up to the limit', () => {
    const account = {
      display_name: 'Alice',
      note: '<p>Birds</p><p>tea</p>',
      locked: true,
      bot: false,
      discoverable: null,
      indexable: true,
      fields: [],
      source: {
        note: 'Birds\r\n\r\ntea',
        fields: [{ name: 'Site', value: 'https://alice.example' }],
        discoverable: true,
      },
    } as unknown as ApiCredentialAccount;
    const form = draftFromCredentials(account, { ...DEFAULT_PROFILE_LIMITS, fields: 3 });
    expect(form.note).toBe('Birds\n\ntea');
    expect(form.fields).toEqual([
      { name: 'Site', value: 'https://alice.example' },
      { name: '', value: '' },
      { name: '', value: '' },
    ]);
    expect(form).toMatchObject({ locked: true, discoverable: true, indexable: true, bot: false });
  });

  it('sends only what changed, and no fields while no row changed', () => {
    expect(updateForm({ original: draft(), draft: draft({ bot: true, note: 'Birds!' }) })).toEqual({
      note: 'Birds!',
      bot: true,
    });
  });

  it('sends every row, blank ones too, so clearing all rows clears the server’s fields', () => {
    const cleared = draft({
      fields: [
        { name: '', value: '' },
        { name: '', value: '' },
      ],
    });
    expect(updateForm({ original: draft(), draft: cleared })).toEqual({
      fields_attributes: { 0: { name: '', value: '' }, 1: { name: '', value: '' } },
    });
  });
});
