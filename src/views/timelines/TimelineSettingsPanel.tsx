/**
 * A timeline's settings (downloaded when first opened): its variants as switches (media only, other servers only,
 * this server only; each switch moves to the variant's own address, timeline-variants.ts), a hashtag's more tags
 * (HashtagTagsForm), then the timeline's own regex filter.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { parseTimelineName } from '../../services/timelines';
import { timelineVariants } from '../../services/timelines/timeline-variants';
import { SwitchControl } from '../common/SwitchControl';
import { TimelineRegexSetting } from '../filters/TimelineRegexSetting';
import { HashtagTagsForm } from './HashtagTagsForm';

export default function TimelineSettingsPanel({ timeline }: { timeline: string }) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const spec = parseTimelineName(timeline);
  const switches = timelineVariants(spec);
  return (
    <>
      {switches.length > 0 && (
        <fieldset className="timeline-variants">
          <legend className="visually-hidden">{t('timelineSettings.variants')}</legend>
          {switches.map((entry) => (
            <SwitchControl
              key={entry.label}
              className="timeline-variant"
              isSelected={entry.on}
              onChange={() => navigate(entry.path, { replace: true })}
            >
              {t(`timelineSettings.${entry.label}`)}
            </SwitchControl>
          ))}
        </fieldset>
      )}
      {spec?.kind === 'hashtag' && <HashtagTagsForm timeline={spec} />}
      <TimelineRegexSetting timeline={timeline} />
    </>
  );
}
