/**
 * Media (signed in): how media are shown, hidden only when marked sensitive, always shown or always hidden. The
 * choice is kept on this device for the account and goes before the server's setting (display-media-choice.ts), which
 * is what the screen shows until the reader chooses.
 */
import { useTranslation } from '../../i18n/react';
import type { DisplayMedia } from '../../machines/media-visibility';
import { useAppServices } from '../../services/app-services/app-services';
import { useDisplayMedia } from '../../services/settings/display-media';
import { chooseDisplayMedia } from '../../services/settings/display-media-choice';
import { ChoiceGroup, SettingsSection } from './SettingsControls';

const DISPLAY_MEDIA: readonly DisplayMedia[] = ['default', 'show_all', 'hide_all'];

export function MediaSection({ me }: { me: string }) {
  const { t } = useTranslation();
  const { store, server } = useAppServices();
  const displayMedia = useDisplayMedia();
  return (
    <SettingsSection heading={t('settings.media.heading')}>
      <ChoiceGroup
        setting="display-media"
        label={t('settings.media.display.label')}
        hint={t('settings.media.display.hint')}
        value={displayMedia}
        choices={DISPLAY_MEDIA.map((value) => ({ value, label: t(`settings.media.display.${value}`) }))}
        onChange={(value) => chooseDisplayMedia(store, server, me, value)}
      />
    </SettingsSection>
  );
}
