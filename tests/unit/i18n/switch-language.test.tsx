// @vitest-environment jsdom
/**
 * The interface language changes while the page lives: the new language's texts (eager ones and every lazy
 * feature already shown) arrive first, then every view re-renders in it; no key shows meanwhile.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { currentTranslator, useTranslation } from '../../../src/i18n/react';
import { switchLanguage } from '../../../src/i18n/switch-language';

function Heading() {
  const { t, i18n } = useTranslation();
  return (
    <h1 lang={i18n.language}>
      {t('settings.heading')} / {t('shell.nav.home')}
    </h1>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('switching the interface language', () => {
  it('re-renders every view in the new language, lazy features already shown included', async () => {
    setUpI18n(['en']);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Heading />));
    expect(container.textContent).toBe('Preferences / Home');
    await act(() => switchLanguage('ja'));
    expect(currentTranslator()?.language).toBe('ja');
    expect(container.querySelector('h1')?.getAttribute('lang')).toBe('ja');
    expect(container.textContent).not.toContain('settings.');
    expect(container.textContent?.startsWith('設定 / ')).toBe(true);
    expect(document.documentElement.lang).toBe('ja');
    act(() => root.unmount());
  });

  it('does nothing when the page already shows the language', async () => {
    setUpI18n(['ja']);
    const before = currentTranslator();
    await switchLanguage('ja');
    expect(currentTranslator()).toBe(before);
  });
});
