// @vitest-environment jsdom
/**
 * The about page against the sandbox through the real API (contract-checked), read signed out: the server's
 * name, picture (hidden, not shown broken, when it cannot be loaded), description and contact, its extended
 * description (sanitised) and numbered rules, and the servers it moderates, asked for only once that section is
 * opened, grouped by severity; a server that does not publish them gets a calm note and no alert.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi, createApiClient } from '../../../src/services/api';
import AboutScreen from '../../../src/views/about/AboutScreen';
import { useContractSandbox } from '../../support/contract-sandbox';
import { expectNoAxeViolations, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  contract.sandbox.ctx.options.hideServerDomainBlocks = 0;
});

async function open() {
  const api = createApi(createApiClient({ server: contract.origin }));
  const services = fakeServices({ me: null, realApi: api, server: contract.origin });
  mounted = mount(services, <AboutScreen />);
  const container = mounted.container;
  await until(() => container.querySelector('.about__hero'));
  return { services, container };
}

const trigger = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('.about-section__trigger')].find(
    (button) => button.textContent === name,
  )!;

describe('the about page', () => {
  it('shows the server name, picture, description and contact, signed out', async () => {
    const { container } = await open();
    const instance = await createApi(createApiClient({ server: contract.origin })).instance.get();
    expect(container.querySelector('h1')?.textContent).toBe(`About ${instance.title}`);
    expect(container.querySelector('.about__description')?.textContent).toBe(instance.description);
    expect(container.querySelector<HTMLImageElement>('.about__thumbnail')?.src).toBe(instance.thumbnail.url);
    await until(() => container.querySelector('a.about-contact__account'));
    expect(container.querySelector('a.about-contact__account')?.getAttribute('href')).toBe('/@alice');
    expect(container.querySelector('a[href^="mailto:"]')?.textContent).toBe(instance.contact.email);
  });

  it('hides the picture rather than showing it broken when it cannot be loaded, its alt text kept', async () => {
    const { container } = await open();
    const picture = container.querySelector<HTMLImageElement>('.about__thumbnail')!;
    expect(picture.hidden).toBe(false);
    expect(picture.alt).toBe('Picture of Tsubame Sandbox');
    expect(picture.srcset).toMatch(/thumbnail\.png 1x, .*thumbnail@2x\.png 2x$/);
    act(() => {
      picture.dispatchEvent(new Event('error'));
    });
    expect(picture.hidden).toBe(true);
    expect(picture.alt).toBe('Picture of Tsubame Sandbox');
    expect(container.querySelector('h1')?.textContent).toBe('About Tsubame Sandbox');
  });

  it('shows the extended description as safe HTML and the rules numbered in the server order', async () => {
    const { container } = await open();
    const about = await until(() => container.querySelector('.about__prose'));
    expect(about.querySelectorAll('p').length).toBeGreaterThan(0);
    expect(about.textContent).toContain('simulated kmyblue server');
    const rules = [...container.querySelectorAll('ol.about-rules > li .about-rules__text')].map((r) => r.textContent);
    const instance = await createApi(createApiClient({ server: contract.origin })).instance.get();
    expect(rules).toEqual(instance.rules.map((rule) => rule.text));
    expect(trigger(container, 'Server rules').getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for the moderated servers only once the section is opened, then groups them by severity', async () => {
    const asked = async () => {
      await contract.settle();
      return contract.observed.get('instance.domainBlocks')?.length ?? 0;
    };
    const before = await asked();
    const { container } = await open();
    await until(() => container.querySelector('.about__prose'));
    const button = trigger(container, 'Moderated servers');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.about-moderation__group')).toBeNull();
    expect(await asked()).toBe(before);
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await until(() => container.querySelectorAll('.about-moderation__group').length === 2);
    const groups = [...container.querySelectorAll('.about-moderation__group')];
    expect(groups.map((group) => group.querySelector('h3')?.textContent)).toEqual(['Suspended', 'Limited']);
    const suspended = [...groups[0]!.querySelectorAll('.about-moderation__domain')].map((d) => d.textContent);
    expect(suspended).toEqual(['spam.example', 'hatefulplace.example']);
    expect(groups[0]!.textContent).toContain('Spam and scams.');
    expect(groups[1]!.textContent).toContain('No reason given');
    expect(await asked()).toBe(before + 1);
    await expectNoAxeViolations(container);
  });

  it('says calmly, without an alert, that a server does not publish its moderated servers', async () => {
    contract.sandbox.ctx.options.hideServerDomainBlocks = 1;
    const { container, services } = await open();
    act(() => trigger(container, 'Moderated servers').click());
    const note = await until(() =>
      [...container.querySelectorAll('.about__note')].find((n) => /does not publish/.test(n.textContent ?? '')),
    );
    expect(note.textContent).toBe('This server does not publish its list of moderated servers.');
    expect(note.closest('[role="alert"]')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
