/**
 * An antenna's settings on its edit screen: the switches (into home, STL, LTL, only posts with media, ignore
 * boosts, favourite), each with what it means, and the list it feeds (the reader's lists, or none). Each change
 * shows at once and is put back if the server refuses (services/antennas/antenna-settings.ts): a refusal's words
 * (a second STL or LTL antenna) show beside the control as an alert; a control whose change is on its way is busy.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  ANTENNA_SWITCHES,
  changeAntennaSetting,
  useAntennaSettingBusy,
  useAntennaSettingRefusal,
  type AntennaSettingName,
  type AntennaSwitch,
} from '../../services/antennas/antenna-settings';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import type { Antenna } from '../../domain/entities/collections';
import { collectionsData } from '../../services/collections/collection-data';
import { sortCollections } from '../../services/collections/collection-order';
import { useEntity } from '../../services/store';
import { useTable } from '../../services/store/use-table';
import { SwitchControl } from '../common/SwitchControl';

/** The server's words for a refused change of `name`, as an alert beside its control. */
function Refusal({ antennaId, name, id }: { antennaId: string; name: AntennaSettingName; id: string }) {
  const { t } = useTranslation();
  const refusal = useAntennaSettingRefusal(useAppServices(), antennaId, name);
  if (refusal === null) return null;
  return (
    <p id={id} className="organise-error antenna-refusal" role="alert">
      {refusal.message ?? t('antennas.settings.refused')}
    </p>
  );
}

function SettingSwitch({ antennaId, name, on }: { antennaId: string; name: AntennaSwitch; on: boolean }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const busy = useAntennaSettingBusy(services, antennaId, name);
  const refused = useAntennaSettingRefusal(services, antennaId, name) !== null;
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="organise-switch" aria-busy={busy || undefined}>
      <SwitchControl
        className="organise-check"
        isSelected={on}
        aria-describedby={refused ? `${hintId} ${errorId}` : hintId}
        onChange={(checked) => {
          if (!busy) void changeAntennaSetting(services, { antennaId, fields: { [name]: checked } });
        }}
      >
        <span className="organise-check__title">{t(`antennas.settings.${name}`)}</span>
      </SwitchControl>
      <p id={hintId} className="organise-hint">
        {t(`antennas.settings.${name}Hint`)}
      </p>
      <Refusal antennaId={antennaId} name={name} id={errorId} />
    </div>
  );
}

/** The list it feeds: a select of the reader's lists (by title) and "No list". */
function FedList({ antenna }: { antenna: Antenna }) {
  const { t, i18n } = useTranslation();
  const services = useAppServices();
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const busy = useAntennaSettingBusy(services, antenna.id, 'list_id');
  const refused = useAntennaSettingRefusal(services, antenna.id, 'list_id') !== null;
  const { status, value } = useResource(collectionsData.lists, null);
  const listsLoading = status.kind === 'loading';
  const table = useTable('lists');
  const lists = sortCollections(
    (value ?? []).map((id) => table.get(id)).filter((list) => list !== undefined),
    false,
    i18n.language,
  ).map(({ id, title }) => ({ id, title }));
  // the list it feeds stays a choice while the reader's lists load (or if they could not be read)
  if (antenna.list !== null && !lists.some((list) => list.id === antenna.list?.id)) lists.unshift(antenna.list);
  return (
    <div className="organise-switch antenna-list">
      <label htmlFor={selectId} className="organise-title-form__label">
        {t('antennas.settings.list')}
      </label>
      <select
        id={selectId}
        className="organise-input antenna-list__select"
        value={antenna.list_id ?? ''}
        aria-busy={busy || listsLoading || undefined}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          if (busy) return;
          const listId = event.target.value === '' ? null : event.target.value;
          void changeAntennaSetting(services, { antennaId: antenna.id, fields: { list_id: listId } });
        }}
      >
        <option value="">{t('antennas.settings.noList')}</option>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.title}
          </option>
        ))}
      </select>
      <p id={hintId} className="organise-hint antenna-list__hint">
        {listsLoading ? t('antennas.settings.listsLoading') : t('antennas.settings.listHint')}
      </p>
      <Refusal antennaId={antenna.id} name="list_id" id={errorId} />
    </div>
  );
}

export function AntennaSettings({ antennaId }: { antennaId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const antenna = useEntity('antennas', antennaId);
  if (antenna === undefined) return null;
  return (
    <section className="organise-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="organise-section__heading">
        {t('antennas.settings.heading')}
      </h2>
      <FedList antenna={antenna} />
      {ANTENNA_SWITCHES.map((name) => (
        <SettingSwitch key={name} antennaId={antennaId} name={name} on={antenna[name]} />
      ))}
    </section>
  );
}
