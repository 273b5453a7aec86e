/**
 * Posting defaults (signed in): the default visibility, media marked sensitive and the posting language, as the
 * server keeps them (services/settings/posting-defaults.ts: read from verify_credentials, each change sent on
 * its own through update_credentials, shown at once and put back if the server refuses); and whether the
 * composer keeps the visibility after posting, one of the account's client settings (its `stayPrivacy`).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { accountKey } from '../../services/auth/account-profile';
import { useResource } from '../../services/data/use-data';
import {
  changePostingDefault,
  DEFAULT_VISIBILITIES,
  postingDefaultsData,
  usePostingDefaultBusy,
  type PostingDefaultChange,
} from '../../services/settings/posting-defaults';
import { LanguagePicker } from '../compose/LanguagePicker';
import type { ClientSettingsSnapshot, ClientSettingsStore } from '../../services/settings/client-settings';
import { ChoiceGroup, SettingsSection, SettingSwitch } from './SettingsControls';

/** The visibilities the screen can name; one the account holds beyond the common three is offered too. */
const NAMED = new Set([...DEFAULT_VISIBILITIES, 'public_unlisted', 'login']);

export function PostingSection({
  me,
  settingsStore,
  settings,
}: {
  me: string;
  settingsStore: ClientSettingsStore;
  settings: ClientSettingsSnapshot;
}) {
  const { t } = useTranslation();
  const { api, store, alerts, server } = useAppServices();
  const services = { api, store, alerts, server };
  const { status, value, retry } = useResource(postingDefaultsData, null);
  const privacyBusy = usePostingDefaultBusy(services, 'privacy');
  const sensitiveBusy = usePostingDefaultBusy(services, 'sensitive');
  const languageBusy = usePostingDefaultBusy(services, 'language');
  const change = (next: PostingDefaultChange) => void changePostingDefault(services, next);

  let body;
  if (status.kind === 'failed') {
    body = (
      <div className="settings-status settings-status--failed" role="status">
        <p>{t('settings.posting.failed')}</p>
        <button type="button" className="settings-button" onClick={retry}>
          {t('settings.posting.retry')}
        </button>
      </div>
    );
  } else if (value === null) {
    body = (
      <p className="settings-status" role="status">
        {t('settings.posting.loading')}
      </p>
    );
  } else {
    const visibilities =
      DEFAULT_VISIBILITIES.includes(value.privacy) || !NAMED.has(value.privacy)
        ? DEFAULT_VISIBILITIES
        : [...DEFAULT_VISIBILITIES, value.privacy];
    body = (
      <>
        <ChoiceGroup
          setting="visibility"
          label={t('settings.posting.visibility.label')}
          value={value.privacy}
          busy={privacyBusy}
          choices={visibilities.map((privacy) => ({
            value: privacy,
            label: t(`settings.posting.visibility.${privacy}`),
            hint: t(`settings.posting.visibility.hint.${privacy}`),
          }))}
          onChange={(privacy) => change({ field: 'privacy', value: privacy })}
        />
        <SettingSwitch
          setting="sensitive"
          label={t('settings.posting.sensitive.label')}
          hint={t('settings.posting.sensitive.hint')}
          checked={value.sensitive}
          busy={sensitiveBusy}
          onChange={(sensitive) => change({ field: 'sensitive', value: sensitive })}
        />
        <div className="settings-field" aria-busy={languageBusy || undefined}>
          <LanguagePicker
            look="settings"
            setting="posting-language"
            value={value.language}
            accountKey={accountKey(server, me)}
            onChange={(language) => change({ field: 'language', value: language })}
            texts={{
              label: t('settings.posting.language.label'),
              hint: t('settings.posting.language.hint'),
              placeholder: t('settings.posting.language.placeholder'),
              search: t('settings.posting.language.search'),
              none: t('settings.posting.language.none'),
            }}
          />
        </div>
      </>
    );
  }

  return (
    <SettingsSection heading={t('settings.posting.heading')}>
      <p className="settings-field__hint">{t('settings.posting.hint')}</p>
      {body}
      <SettingSwitch
        setting="stay-privacy"
        label={t('settings.posting.stayPrivacy.label')}
        hint={t('settings.posting.stayPrivacy.hint')}
        checked={settings.stayPrivacy}
        onChange={settingsStore.setStayPrivacy}
      />
    </SettingsSection>
  );
}
