import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { parseTimelineName } from '../../services/timelines';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { afterPaintAndIdle } from '../../services/after-paint';
import { DisclosureButton } from '../common/DisclosureButton';
import { SecondaryScreen } from '../lazy-screens';
import { Timeline } from './Timeline';
import { useTimelineTitle } from './use-timeline-title';
import './timeline.css';

const TimelineSettingsPanel = lazyWithMessages(
  ['filters', 'timelineSettings'],
  () => import('./TimelineSettingsPanel'),
);
// the server's announcements above the home feed, through a loader downloaded once the first posts have painted
const Announcements = lazy(() => afterPaintAndIdle().then(() => import('../announcements/announcements-entry')));

export interface TimelineScreenProps {
  /** a timeline name: home, community, public, public:remote, hashtag:{tag}, list:{id}, ... */
  timeline: string;
}

/** Home asks for an account: signed out, it says so and offers signing in. */
function SignedOutHome() {
  const { t } = useTranslation();
  const { session } = useAppServices();
  return (
    <div className="timeline-signed-out">
      <p>{t('timeline.signedOut.message')}</p>
      <button type="button" className="timeline-button timeline-button-primary" onClick={() => session.addAccount()}>
        {t('timeline.signedOut.signIn')}
      </button>
    </div>
  );
}

/**
 * A timeline screen: its heading, its settings (its variants such as media only, and the regex filter of this
 * timeline) and its feed. A hashtag's timeline adds the tag's header (activity, follow, feature), loaded lazily.
 */
export default function TimelineScreen({ timeline }: TimelineScreenProps) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const headingId = useId();
  const settingsId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const spec = parseTimelineName(timeline);
  const title = useTimelineTitle(spec);
  let body;
  if (spec === null) body = <p className="timeline-note">{t('timeline.unknown')}</p>;
  else if (spec.kind === 'home' && me === null) body = <SignedOutHome />;
  else body = <Timeline key={timeline} timeline={timeline} labelledBy={headingId} />;
  return (
    <section className="timeline-screen" aria-labelledby={headingId}>
      <header className="timeline-header">
        <h1 id={headingId} className="timeline-heading">
          {title}
        </h1>
        {spec !== null && (
          <DisclosureButton
            className="timeline-button timeline-button-quiet timeline-settings-toggle"
            expanded={settingsOpen}
            controls={settingsId}
            onToggle={() => setSettingsOpen((open) => !open)}
          >
            {t('timeline.settings.toggle')}
          </DisclosureButton>
        )}
      </header>
      {spec?.kind === 'hashtag' && (
        <Suspense fallback={null}>
          <SecondaryScreen name={`hashtagHeader:${spec.tag}`} />
        </Suspense>
      )}
      <div id={settingsId} className="timeline-settings" hidden={!settingsOpen}>
        {settingsOpen && (
          <Suspense fallback={null}>
            <TimelineSettingsPanel timeline={timeline} />
          </Suspense>
        )}
      </div>
      {spec?.kind === 'home' && me !== null && (
        <Suspense fallback={null}>
          <Announcements />
        </Suspense>
      )}
      {body}
    </section>
  );
}
