/**
 * /settings: the reader's preferences, calm and dense like Mastodon's. Everyone gets the appearance (theme,
 * motion, interface language, layout: kept on this device). Signed in, also the posting defaults (kept on the
 * server), media display, emoji and trends (the account's client settings: kept here at once and sent to the
 * server's web settings, services/settings/), and on a kmyblue server the reaction deck (kept on the server). Every change applies as it is made; there is no Save button.
 * Loaded on first use with the `settings` catalogue (lazy-settings.tsx).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useClientSettings, useClientSettingsStore } from '../../services/settings/use-client-settings';
import { AppearanceSection } from './AppearanceSection';
import { EmojiSection } from './EmojiSection';
import { MediaSection } from './MediaSection';
import { PostingSection } from './PostingSection';
import { ReactionDeckSection } from './ReactionDeckSection';
import { SettingsSection, SettingSwitch } from './SettingsControls';
import './settings.css';

export default function SettingsScreen() {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const store = useClientSettingsStore();
  const settings = useClientSettings(store);
  const headingId = useId();
  return (
    <section className="settings-screen" aria-labelledby={headingId}>
      <header className="settings-screen__header">
        <h1 id={headingId}>{t('settings.heading')}</h1>
        <p className="settings-field__hint">{t('settings.intro')}</p>
      </header>
      <AppearanceSection />
      {me === null || store === null || settings === null ? (
        <p className="settings-screen__signed-out">{t('settings.signedOut')}</p>
      ) : (
        <>
          <PostingSection me={me} settingsStore={store} settings={settings} />
          <MediaSection me={me} />
          <EmojiSection store={store} settings={settings} />
          <ReactionDeckSection />
          <SettingsSection heading={t('settings.trends.heading')}>
            <SettingSwitch
              setting="trends"
              label={t('settings.trends.show.label')}
              hint={t('settings.trends.show.hint')}
              checked={settings.trendsShown}
              onChange={store.setTrendsShown}
            />
          </SettingsSection>
        </>
      )}
    </section>
  );
}
