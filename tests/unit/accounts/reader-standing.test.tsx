// @vitest-environment jsdom
/**
 * The signed-in reader's own account standing: verify_credentials tells a moved account (its `moved`), a disabled
 * login answers 403 "Your login is currently disabled". The notice says so in the navigation, in English and
 * Japanese, the moved one linking to the new account; an account in good standing shows none. Against the
 * sandbox, whose control endpoint makes the account disabled or moved (and back).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { isDisabledLogin, standingOfCredentials } from '../../../src/services/accounts/reader-standing';
import ReaderStanding from '../../../src/views/accounts/ReaderStanding';
import { setUpI18n } from '../../../src/i18n';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

describe('the standing rules', () => {
  it('reads a moved account from its credentials, and a disabled login from the refusal', () => {
    expect(standingOfCredentials({ id: '7', moved: { id: '9', acct: 'mika@new.example' } })).toEqual({
      kind: 'moved',
      movedToId: '9',
    });
    expect(standingOfCredentials({ id: '7', moved: null })).toEqual({ kind: 'active' });
    expect(standingOfCredentials({ id: '7' })).toEqual({ kind: 'active' });
    const refusal = (status: number, message: string) => new ApiError({ kind: 'response', status, message });
    expect(isDisabledLogin(refusal(403, 'Your login is currently disabled'))).toBe(true);
    expect(isDisabledLogin(refusal(403, 'Your login is missing a confirmed e-mail address'))).toBe(false);
    expect(isDisabledLogin(refusal(401, 'The access token is invalid'))).toBe(false);
    expect(isDisabledLogin(new Error('Your login is currently disabled'))).toBe(false);
  });
});

describe("the reader's account notice", () => {
  const contract = useContractSandbox();
  let reader: SignedIn;
  let mounted: Mounted | null = null;
  const standing = (body: Record<string, unknown>) =>
    fetch(`${contract.origin}/_sandbox/standing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ acct: 'newbie', ...body }),
    });

  beforeAll(async () => {
    reader = await signIn(contract, { username: 'newbie' });
  });
  afterEach(async () => {
    mounted?.unmount();
    mounted = null;
    document.body.innerHTML = '';
    await standing({ disabled: false, moved_to: null });
    setUpI18n(['en']);
  });
  const open = () => {
    const services = fakeServices({ me: reader.accountId, realApi: reader.api, server: contract.origin });
    // the signed-in account as the session keeps it (its full handle)
    services.session.current = {
      key: `${contract.origin}|${reader.accountId}`,
      server: contract.origin,
      accountId: reader.accountId,
      acct: `newbie@${new URL(contract.origin).host}`,
      displayName: 'New here',
      avatar: '',
    };
    mounted = mount(services, <ReaderStanding />);
    return { container: mounted.container, services };
  };
  const notice = (container: HTMLElement) => until(() => container.querySelector<HTMLElement>('.reader-notice'));

  it('a disabled login: "Your account … is currently disabled."', async () => {
    await standing({ disabled: true });
    const shown = await notice(open().container);
    expect(shown.textContent).toBe('Your account @newbie is currently disabled.');
    expect(shown.getAttribute('role')).toBe('status');
    await expectNoAxeViolations(shown);
  });

  it('a moved account: the notice links to the account it moved to', async () => {
    await standing({ moved_to: 'frank@kmy.example' });
    const shown = await notice(open().container);
    expect(shown.textContent).toBe(
      'Your account @newbie is currently disabled because you moved to @frank@kmy.example.',
    );
    const link = shown.querySelector('a')!;
    expect(link.textContent).toBe('@frank@kmy.example');
    expect(link.getAttribute('href')).toBe('/@frank@kmy.example');
    await expectNoAxeViolations(shown);
  });

  it('in Japanese', async () => {
    await standing({ moved_to: 'frank@kmy.example' });
    setUpI18n(['ja']);
    const shown = await notice(open().container);
    expect(shown.textContent).toBe(
      'あなたのアカウント @newbie は @frank@kmy.example に引っ越したため、現在無効になっています。',
    );
  });

  it('an account in good standing shows no notice', async () => {
    const { container, services } = open();
    // verify_credentials has answered: the account it gave is in the store
    await until(() => services.store.get('accounts', reader.accountId));
    await settle(3);
    expect(container.querySelector('.reader-notice')).toBeNull();
  });
});
