/**
 * The servers this server moderates, grouped by severity (suspended, then limited; each group named in words with
 * what it means), each with its domain and the server's reason. A server that does not publish the list gets a
 * calm note, never an alert; a failure says so in place with Retry.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { moderatedServersData } from '../../services/about/about-data';
import type {
  ModeratedServer,
  ModeratedServers as ModeratedServersValue,
  ModerationSeverity,
} from '../../services/about/moderated-servers';
import { useResource } from '../../services/data/use-data';
import { ResourceStates } from '../common/data-states/DataStates';
import { AboutNote } from './AboutNotes';

function SeverityGroup({ severity, servers }: { severity: ModerationSeverity; servers: readonly ModeratedServer[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="about-moderation__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="about-moderation__severity">
        {t(`about.moderation.${severity}`)}
      </h3>
      <p className="about__muted">{t(`about.moderation.${severity}Hint`)}</p>
      <ul className="about-moderation__list" aria-labelledby={headingId}>
        {servers.map((server) => (
          <li key={`${server.domain}\u0000${server.digest}`} className="about-moderation__row">
            <span className="about-moderation__domain" title={server.digest || undefined}>
              {server.domain}
            </span>
            <span
              className={server.comment === '' ? 'about-moderation__reason about__muted' : 'about-moderation__reason'}
            >
              <span className="visually-hidden">{t('about.moderation.reason')}: </span>
              {server.comment === '' ? t('about.moderation.noReason') : server.comment}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ModeratedServers() {
  const { t } = useTranslation();
  const moderated = useResource(moderatedServersData, null);
  const texts = {
    loading: t('about.moderation.loading'),
    failed: t('about.moderation.failed'),
    retry: t('about.retry'),
  };
  return (
    <ResourceStates data={moderated} texts={texts} calm>
      {(value) => <Moderation value={value} />}
    </ResourceStates>
  );
}

function Moderation({ value }: { value: ModeratedServersValue }) {
  const { t } = useTranslation();
  if (!value.published) return <AboutNote text={t('about.moderation.unpublished')} />;
  if (value.groups.length === 0) return <AboutNote text={t('about.moderation.empty')} />;
  return (
    <>
      <p className="about__muted">{t('about.moderation.intro')}</p>
      {value.groups.map((group) => (
        <SeverityGroup key={group.severity} severity={group.severity} servers={group.servers} />
      ))}
    </>
  );
}
