/**
 * Every call of the catalogue, made through the real API layer against the sandbox, with each request and answer
 * checked against the merged contract (useContractSandbox fails the file on any violation).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, CORE_CALLS } from '../../src/services/api/calls';
import { type SignedIn, signIn, useContractSandbox } from '../support/contract-sandbox';
import { exerciseAccounts } from './every-call/accounts';
import { exerciseCollections } from './every-call/collections';
import { exerciseCommunity } from './every-call/community';
import { type Exercise, createExercise } from './every-call/exercise';
import { exerciseFeeds } from './every-call/feeds';
import { exerciseSignIn } from './every-call/sign-in';
import { exerciseStatuses } from './every-call/statuses';
import { formatViolation } from './validator';

const contract = useContractSandbox();
let session: SignedIn;
let exercise: Exercise;

/** Runs one area and fails with every step that threw. */
async function area(run: (x: Exercise) => Promise<void>): Promise<void> {
  exercise.failures.length = 0;
  await run(exercise);
  expect(exercise.failures, exercise.failures.join('\n')).toEqual([]);
}

beforeAll(async () => {
  session = await signIn(contract);
  exercise = createExercise(session.api, contract.sandbox.db, session.accountId);
});

describe.sequential('every catalogue call against the sandbox', () => {
  it('accounts, follow requests and search', () => area(exerciseAccounts));
  it('statuses, media and polls', () => area(exerciseStatuses));
  it('lists, circles, antennas, bookmark categories and filters', () => area(exerciseCollections));
  it('timelines, notifications, markers, push and settings', () => area(exerciseFeeds));
  it('server information, discovery, emoji, announcements and conversations', () => area(exerciseCommunity));

  it('server OAuth metadata, published and absent', () => area(exerciseSignIn));

  it('revokes a second session token on sign-out', async () => {
    const second = await signIn(contract);
    await second.api.oauth.revoke({ ...second.app, token: second.token });
    await expect(second.api.oauth.verifyCredentials()).rejects.toMatchObject({ status: 401 });
  });

  it('covered every call of the catalogue', async () => {
    await contract.settle();
    const succeeded = (id: string) => (contract.observed.get(id) ?? []).some((status) => status >= 200 && status < 300);
    const exercised = CALLS.filter((call) => contract.observed.has(call.id));
    console.log(
      `calls exercised ${exercised.length}/${CALLS.length}, contract checks run ${contract.recorder.checks}, ` +
        `violations ${contract.violations.length}`,
    );
    if (contract.violations.length) console.log(contract.violations.map(formatViolation).join('\n'));
    const missing = CORE_CALLS.filter((call) => !contract.observed.has(call.id)).map((call) => call.id);
    expect(missing, `core calls never made:\n${missing.join('\n')}`).toEqual([]);
    const missingSignIn = CALLS.filter((call) => !call.core && !contract.observed.has(call.id)).map((call) => call.id);
    expect(missingSignIn, 'sign-in calls never made').toEqual([]);
    const neverSucceeded = exercised
      .filter((call) => !succeeded(call.id))
      .map((call) => `${call.id} (${contract.observed.get(call.id)?.join(', ')})`);
    expect(neverSucceeded, `calls that never answered 2xx:\n${neverSucceeded.join('\n')}`).toEqual([]);
  });
});
