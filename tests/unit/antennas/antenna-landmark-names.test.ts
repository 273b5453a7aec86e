import { describe, expect, it } from 'vitest';
import accountsEn from '../../../src/i18n/messages/accounts.en.json';
import accountsJa from '../../../src/i18n/messages/accounts.ja.json';
import antennasEn from '../../../src/i18n/messages/antennas.en.json';
import antennasJa from '../../../src/i18n/messages/antennas.ja.json';

/**
 * Each section of an antenna's edit screen is a region landmark named by its heading; the navigation panel's
 * account switcher is a region named "Accounts" on every page. Two regions of one name cannot be told apart
 * (axe's landmark-unique), so no section of the antenna editor may be named like the switcher.
 */
describe('antenna editor section names', () => {
  const cases = [
    { language: 'en', switcher: accountsEn.heading, antennas: antennasEn },
    { language: 'ja', switcher: accountsJa.heading, antennas: antennasJa },
  ];

  it.each(cases)('no antenna section shares the account switcher’s name ($language)', ({ switcher, antennas }) => {
    const sections = [
      antennas.settings.heading,
      antennas.accounts.heading,
      antennas.accounts.excludedHeading,
      ...(['domains', 'tags', 'keywords'] as const).flatMap((kind) => [
        antennas.rules[kind].heading,
        antennas.rules[kind].excludedHeading,
      ]),
    ];
    expect(sections).not.toContain(switcher);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
