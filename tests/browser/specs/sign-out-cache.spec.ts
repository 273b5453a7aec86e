/**
 * Signing out leaves nothing of the account's offline cache on the device: alice signs in and reads her home until
 * the client has written it to her cache (the IndexedDB database `tsubame-cache:<server>|<id>` exists and its
 * localStorage index lists home); she signs out through the account switcher (Sign out, asked twice); then the
 * origin has no database and no localStorage index of her cache, and still none after a reload.
 */
import assert from 'node:assert/strict';
import { currentAccount, tracer } from '../harness/app-journey';
import { cacheDatabases, cacheGone, cacheIndexHolds, cacheIndexKeys, cacheNameOf } from '../harness/offline-cache';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'sign-out-cache';

export async function run({ page, clientUrl }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1280, height: 800 });

  await signInThroughOAuth(page, clientUrl, 'alice');
  await feedDrawn(page);
  const { key } = await currentAccount(page);
  const cache = cacheNameOf(key);

  /** Neither the account's database nor its index is left. */
  const nothingLeft = async (where: string) => {
    // the database is deleted once the account's services are let go (after the sign-in screen may show)
    await cacheGone(page, cache).catch(() => undefined);
    assert.deepEqual(await cacheDatabases(page), [], `${where}: no cache database is left`);
    assert.deepEqual(await cacheIndexKeys(page), [], `${where}: no cache index is left in localStorage`);
  };

  const cached = await step("home is written to alice's cache", async () => {
    await cacheIndexHolds(page, key, 'timeline:home');
    assert.deepEqual(await cacheDatabases(page), [cache], 'her database is there');
  });
  if (!cached) assert.fail(failures.join('\n'));

  await step('signed out through the account switcher: her cache is gone', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('group', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Check server' }).waitFor();
    await nothingLeft('signed out');
  });

  await step('after a reload, still nothing of her cache', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Check server' }).waitFor();
    await nothingLeft('reloaded');
  });

  if (failures.length > 0) assert.fail(`${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
}
