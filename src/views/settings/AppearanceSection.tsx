/**
 * Appearance, for everyone (signed out too): the colour theme, motion and the interface language this device
 * keeps (device-settings.ts), and the layout's advanced interface switch (the one the navigation panel shows).
 * A language change re-renders the page in the new language; the status line says when it is done or failed.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  deviceSettings,
  LANGUAGE_CHOICES,
  MOTION_CHOICES,
  THEME_CHOICES,
  type LanguageChoice,
} from '../../services/settings/device-settings';
import { AdvancedInterfaceSwitch } from '../shell/AdvancedInterfaceSwitch';
import { ChoiceGroup, SettingsSection } from './SettingsControls';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const OWN_LANGUAGE: Partial<Record<LanguageChoice, string>> = { en: 'en', ja: 'ja' };

export function AppearanceSection() {
  const { t } = useTranslation();
  const store = deviceSettings();
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  const status = settings.languageSwitch;
  return (
    <SettingsSection heading={t('settings.appearance.heading')}>
      <ChoiceGroup
        setting="theme"
        label={t('settings.appearance.theme.label')}
        value={settings.theme}
        choices={THEME_CHOICES.map((value) => ({ value, label: t(`settings.appearance.theme.${value}`) }))}
        onChange={store.setTheme}
      />
      <ChoiceGroup
        setting="motion"
        label={t('settings.appearance.motion.label')}
        hint={t('settings.appearance.motion.hint')}
        value={settings.motion}
        choices={MOTION_CHOICES.map((value) => ({ value, label: t(`settings.appearance.motion.${value}`) }))}
        onChange={store.setMotion}
      />
      <ChoiceGroup
        setting="language"
        label={t('settings.appearance.language.label')}
        value={settings.language}
        busy={status === 'switching'}
        choices={LANGUAGE_CHOICES.map((value) => ({
          value,
          label: <span lang={OWN_LANGUAGE[value]}>{t(`settings.appearance.language.${value}`)}</span>,
        }))}
        onChange={(language) => void store.setLanguage(language)}
      />
      <p className={status === 'failed' ? 'settings-status settings-status--failed' : 'settings-status'} role="status">
        {status === 'idle' ? '' : t(`settings.appearance.language.${status}`)}
      </p>
      <div className="settings-field">
        <h3 className="settings-field__label">{t('settings.appearance.layout')}</h3>
        <AdvancedInterfaceSwitch />
      </div>
    </SettingsSection>
  );
}
