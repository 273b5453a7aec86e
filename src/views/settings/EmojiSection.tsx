/**
 * Emoji (signed in): the skin tone the emoji picker and the composer's emoji suggestions use, and what the
 * pickers remember (the frequently used emoji and the languages posted in), each shown with a button that
 * forgets them. A reset is announced in the section's status line.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ClientSettingsSnapshot, ClientSettingsStore } from '../../services/settings/client-settings';
import { ChoiceGroup, SettingsSection } from './SettingsControls';

/** A raised hand in each tone: 1 as it is, then the five skin tone modifiers, light to dark. */
const HANDS = ['✋', '✋🏻', '✋🏼', '✋🏽', '✋🏾', '✋🏿'];
const TONES = ['1', '2', '3', '4', '5', '6'] as const;

/** A custom emoji is remembered by its shortcode: shown as :shortcode:. */
const shownEmoji = (id: string) => (/^[\w@.-]+$/.test(id) ? `:${id}:` : id);

function languageName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

function namesIn(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
}

export function EmojiSection({ store, settings }: { store: ClientSettingsStore; settings: ClientSettingsSnapshot }) {
  const { t, i18n } = useTranslation();
  const [done, setDone] = useState<'frequent' | 'languages' | null>(null);
  const names = namesIn(i18n.language);
  return (
    <SettingsSection heading={t('settings.emoji.heading')}>
      <ChoiceGroup
        setting="skin-tone"
        inline
        label={t('settings.emoji.skinTone.label')}
        hint={t('settings.emoji.skinTone.hint')}
        value={String(settings.skinTone) as (typeof TONES)[number]}
        choices={TONES.map((tone, index) => ({
          value: tone,
          label: (
            <>
              <span className="settings-tone" aria-hidden="true">
                {HANDS[index]}
              </span>
              <span className="visually-hidden">{t(`settings.emoji.skinTone.${tone}`)}</span>
            </>
          ),
        }))}
        onChange={(tone) => store.setSkinTone(Number(tone))}
      />
      <div className="settings-field">
        <h3 className="settings-field__label">{t('settings.emoji.frequent.label')}</h3>
        <p className="settings-remembered">
          {settings.frequentEmoji.length === 0
            ? t('settings.emoji.frequent.none')
            : settings.frequentEmoji.map(shownEmoji).join(' ')}
        </p>
        <button
          type="button"
          className="settings-button"
          data-setting="reset-frequent-emoji"
          aria-disabled={settings.frequentEmoji.length === 0 || undefined}
          onClick={() => {
            if (settings.frequentEmoji.length === 0) return;
            store.resetFrequentEmoji();
            setDone('frequent');
          }}
        >
          {t('settings.emoji.frequent.reset')}
        </button>
      </div>
      <div className="settings-field">
        <h3 className="settings-field__label">{t('settings.emoji.languages.label')}</h3>
        <p className="settings-remembered">
          {settings.frequentLanguages.length === 0
            ? t('settings.emoji.languages.none')
            : settings.frequentLanguages.map((code) => languageName(names, code)).join(', ')}
        </p>
        <button
          type="button"
          className="settings-button"
          data-setting="reset-frequent-languages"
          aria-disabled={settings.frequentLanguages.length === 0 || undefined}
          onClick={() => {
            if (settings.frequentLanguages.length === 0) return;
            store.resetFrequentLanguages();
            setDone('languages');
          }}
        >
          {t('settings.emoji.languages.reset')}
        </button>
      </div>
      <p className="settings-status" role="status">
        {done === null ? '' : t(`settings.emoji.${done}.done`)}
      </p>
    </SettingsSection>
  );
}
