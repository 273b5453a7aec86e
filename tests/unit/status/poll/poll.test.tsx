// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPoll } from '../../../../src/domain/entities/api-types';
import { ApiError } from '../../../../src/domain/errors/api-error';
import { formatMessage } from '../../../../src/domain/errors/message-descriptor';
import { importStatus } from '../../../../src/services/store';
import { Poll } from '../../../../src/views/status/poll/Poll';
import { apiPoll, apiStatus } from '../../entities/fixtures';
import {
  axeViolations,
  buttonNamed,
  click,
  render,
  settle,
  testServices,
  type Rendered,
  type TestServices,
} from '../media/dom-harness';

const DAY = 86_400_000;
let view: Rendered | null = null;

afterEach(() => {
  view?.unmount();
  view = null;
  vi.restoreAllMocks();
});

function openPoll(overrides: Partial<ApiPoll> = {}): Partial<ApiPoll> {
  return {
    expires_at: new Date(Date.now() + 2 * DAY + 60_000).toISOString(),
    expired: false,
    multiple: false,
    voted: false,
    own_votes: [],
    votes_count: 3,
    voters_count: 3,
    options: [
      { title: 'Tea', votes_count: 1 },
      { title: 'Coffee', votes_count: 2 },
    ],
    ...overrides,
  };
}

interface Setup {
  services: TestServices;
  root: HTMLElement;
  vote: ReturnType<typeof vi.fn>;
  get: ReturnType<typeof vi.fn>;
}

function setup(
  poll: Partial<ApiPoll>,
  options: {
    me?: string | null;
    vote?: (id: string, choices: number[]) => Promise<unknown>;
    get?: (id: string) => Promise<unknown>;
  } = {},
): Setup {
  const vote = vi.fn(options.vote ?? (() => Promise.reject(new Error('no vote stub'))));
  const get = vi.fn(options.get ?? (() => Promise.reject(new Error('no get stub'))));
  const services = testServices({ me: options.me === undefined ? 'me1' : options.me, api: { polls: { vote, get } } });
  importStatus(
    services.store,
    apiStatus('10', { uri: 'https://social.example/users/ann/statuses/10', poll: apiPoll('p1', poll) }),
  );
  const status = services.store.get('statuses', '10')!;
  view = render(services, <Poll status={status} />);
  return { services, root: view.container, vote, get };
}

const inputs = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('input')];
const choose = (root: HTMLElement, index: number) => click(inputs(root)[index]);
const meta = (root: HTMLElement) => root.querySelector('.poll__meta')?.textContent;

describe('Poll choosing', () => {
  it('single choice: radios in a fieldset with a legend, exactly one selected', () => {
    const { root } = setup(openPoll());
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Choose one option');
    expect(inputs(root).map((i) => i.type)).toEqual(['radio', 'radio']);
    choose(root, 0);
    choose(root, 1);
    expect(inputs(root).map((i) => i.checked)).toEqual([false, true]);
  });

  it('multiple choice: checkboxes that toggle', () => {
    const { root } = setup(openPoll({ multiple: true }));
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Choose one or more options');
    expect(inputs(root).map((i) => i.type)).toEqual(['checkbox', 'checkbox']);
    choose(root, 0);
    choose(root, 1);
    expect(inputs(root).map((i) => i.checked)).toEqual([true, true]);
    choose(root, 0);
    expect(inputs(root).map((i) => i.checked)).toEqual([false, true]);
  });

  it('the Vote button is disabled until an option is selected', () => {
    const { root } = setup(openPoll());
    expect(buttonNamed(root, 'Vote')?.disabled).toBe(true);
    choose(root, 0);
    expect(buttonNamed(root, 'Vote')?.disabled).toBe(false);
  });

  it('shows the totals with plural wording and the time left', () => {
    expect(meta(setup(openPoll()).root)).toBe('3 people · 2 days left');
    view!.unmount();
    expect(
      meta(
        setup(
          openPoll({ voters_count: 1, votes_count: 1, expires_at: new Date(Date.now() + DAY + 60_000).toISOString() }),
        ).root,
      ),
    ).toBe('1 person · 1 day left');
    view!.unmount();
    expect(meta(setup(openPoll({ voters_count: null, votes_count: 1 })).root)).toMatch(/^1 vote · /);
    view!.unmount();
    expect(meta(setup(openPoll({ voters_count: null, votes_count: 5 })).root)).toMatch(/^5 votes · /);
  });
});

describe('Poll results', () => {
  it('See results shows percentages with the leading option marked; Hide results goes back', () => {
    const { root } = setup(openPoll());
    click(buttonNamed(root, 'See results'));
    const rows = [...root.querySelectorAll('.poll__result')];
    expect(rows.map((r) => r.querySelector('.poll__percent')?.textContent)).toEqual(['33%', '67%']);
    expect(rows.map((r) => r.getAttribute('data-leading'))).toEqual(['false', 'true']);
    expect(rows[1]?.textContent).toContain('Leading');
    expect(buttonNamed(root, 'Vote')).toBeUndefined();
    click(buttonNamed(root, 'Hide results'));
    expect(root.querySelector('.poll__result')).toBeNull();
    expect(inputs(root)).toHaveLength(2);
  });

  it('a poll the user voted in shows results with their choice, and no Hide results', () => {
    const { root } = setup(openPoll({ voted: true, own_votes: [0] }));
    const rows = [...root.querySelectorAll('.poll__result')];
    expect(rows[0]?.textContent).toContain('Your choice');
    expect(rows[1]?.textContent).not.toContain('Your choice');
    expect(buttonNamed(root, 'Hide results')).toBeUndefined();
  });

  it('an expired poll shows results, "Closed", and neither Vote nor Refresh', () => {
    const { root } = setup(openPoll({ expired: true }));
    expect(root.querySelector('.poll__result')).not.toBeNull();
    expect(meta(root)).toBe('3 people · Closed');
    expect(buttonNamed(root, 'Vote')).toBeUndefined();
    expect(buttonNamed(root, 'Refresh')).toBeUndefined();
  });

  it('a poll whose expires_at has passed counts as expired', () => {
    const { root } = setup(openPoll({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    expect(root.querySelector('.poll__result')).not.toBeNull();
    expect(meta(root)).toBe('3 people · Closed');
  });
});

describe('Poll voting', () => {
  it('a signed-out visitor pressing Vote gets the sign-in prompt of type vote', () => {
    const { root, services, vote } = setup(openPoll(), { me: null });
    choose(root, 1);
    click(buttonNamed(root, 'Vote'));
    expect(services.promptSignIn).toHaveBeenCalledWith({
      type: 'vote',
      accountId: '1',
      statusUri: 'https://social.example/users/ann/statuses/10',
    });
    expect(vote).not.toHaveBeenCalled();
  });

  it('signed in: POSTs the choices, re-imports the answer and shows the results', async () => {
    const answer = apiPoll(
      'p1',
      openPoll({
        voted: true,
        own_votes: [1],
        votes_count: 4,
        voters_count: 4,
        options: [
          { title: 'Tea', votes_count: 1 },
          { title: 'Coffee', votes_count: 3 },
        ],
      }),
    );
    const { root, services, vote } = setup(openPoll(), { vote: () => Promise.resolve(answer) });
    choose(root, 1);
    click(buttonNamed(root, 'Vote'));
    expect(vote).toHaveBeenCalledWith('p1', [1]);
    await settle();
    expect(services.store.get('polls', 'p1')?.voted).toBe(true);
    expect([...root.querySelectorAll('.poll__percent')].map((p) => p.textContent)).toEqual(['25%', '75%']);
    expect(meta(root)).toMatch(/^4 people/);
    expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe('Your vote was recorded');
  });

  it('a failed vote keeps the selection, reports the alert, and can be retried', async () => {
    let fail = true;
    const answer = apiPoll('p1', openPoll({ voted: true, own_votes: [0] }));
    const { root, services, vote } = setup(openPoll(), {
      vote: () =>
        fail
          ? Promise.reject(
              new ApiError({
                kind: 'response',
                status: 500,
                statusText: 'Internal Server Error',
                serverMessage: 'Boom',
                message: 'HTTP 500',
              }),
            )
          : Promise.resolve(answer),
    });
    choose(root, 0);
    click(buttonNamed(root, 'Vote'));
    await settle();
    const [alert] = services.alerts.getSnapshot();
    expect(alert && [formatMessage(alert.title), formatMessage(alert.message)]).toEqual(['500', 'Boom']);
    expect(inputs(root).map((i) => i.checked)).toEqual([true, false]);
    expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe('Your vote was not recorded');
    fail = false;
    click(buttonNamed(root, 'Vote'));
    await settle();
    expect(vote).toHaveBeenCalledTimes(2);
    expect(root.querySelector('.poll__result')).not.toBeNull();
  });

  it('options and the button are disabled while the vote is in flight', async () => {
    let finish: (value: unknown) => void = () => {};
    const { root } = setup(openPoll(), {
      vote: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    choose(root, 0);
    click(buttonNamed(root, 'Vote'));
    expect(root.querySelector('fieldset')?.disabled).toBe(true);
    expect(buttonNamed(root, 'Voting')?.disabled).toBe(true);
    await act(async () => {
      finish(apiPoll('p1', openPoll({ voted: true, own_votes: [0] })));
    });
    expect(root.querySelector('.poll__result')).not.toBeNull();
  });

  it('Refresh re-fetches the poll and re-imports it', async () => {
    const fresh = apiPoll(
      'p1',
      openPoll({
        votes_count: 10,
        voters_count: 10,
        options: [
          { title: 'Tea', votes_count: 5 },
          { title: 'Coffee', votes_count: 5 },
        ],
      }),
    );
    const { root, services, get } = setup(openPoll(), { get: () => Promise.resolve(fresh) });
    click(buttonNamed(root, 'Refresh'));
    await settle();
    expect(get).toHaveBeenCalledWith('p1');
    expect(services.store.get('polls', 'p1')?.voters_count).toBe(10);
    expect(meta(root)).toMatch(/^10 people/);
  });

  it('has no axe violations, choosing or showing results', async () => {
    const { root } = setup(openPoll({ multiple: true }));
    expect(await axeViolations(root)).toEqual([]);
    click(buttonNamed(root, 'See results'));
    expect(await axeViolations(root)).toEqual([]);
  });
});
