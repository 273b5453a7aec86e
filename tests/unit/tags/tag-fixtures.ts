/** Raw hashtags as the server sends them, and a discovery API stub for the tag calls. */
import { vi } from 'vitest';
import type { ApiTag } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { stubApi } from '../timelines/support/fake-app-services';

const DAY = 86_400;
const TODAY = 1_773_100_800;

/** A tag with its week (uses per day, newest first; accounts are half the uses, rounded up). */
export function rawTag(name: string, fields: Partial<ApiTag> & { uses?: number[] } = {}): ApiTag {
  const { uses = [0, 0, 0, 0, 0, 0, 0], ...rest } = fields;
  return {
    id: String(name.length * 1000 + name.charCodeAt(0)),
    name,
    url: `https://social.example/tags/${name}`,
    history: uses.map((count, i) => ({
      day: String(TODAY - i * DAY),
      uses: String(count),
      accounts: String(Math.ceil(count / 2)),
    })),
    following: false,
    featuring: false,
    ...rest,
  };
}

export const tagPage = (items: ApiTag[], next: string | null = null) => ({ items, next, prev: null });

export const refused = (status = 500) =>
  new ApiError({ kind: 'response', status, message: String(status), statusText: 'Refused' });

type Call = (...args: never[]) => unknown;

/** The discovery area with the given calls (each a vi.fn), every other call failing loudly. */
export function tagsApi(calls: Partial<Record<string, Call>>) {
  const spies = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, vi.fn(call)]));
  return { api: stubApi({ discovery: spies }), spies };
}
