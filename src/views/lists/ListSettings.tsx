/**
 * A list's settings on its edit screen: Exclusive (its members' posts leave the home timeline), whose replies it
 * shows (radio buttons: to any followed user, to members of the list, to nobody), and on kmyblue servers Notify
 * (a notification for each new post) and Favourite. Each change shows at once and is put back with the call's
 * alert if the server refuses (services/lists/list-settings.ts); a control whose change is on its way is busy.
 * While the server's information cannot be loaded (so whether it has the kmyblue switches is unknown), a line
 * says so, with Retry; the switches come as soon as the answer does.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { collectionFeatures } from '../../services/collections/collection-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { REPLIES_POLICIES } from '../../domain/entities/collections';
import {
  changeListSetting,
  useListSettingBusy,
  type ListSetting,
  type ListSettingName,
} from '../../services/lists/list-settings';
import { useEntity } from '../../services/store';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { RadioControl } from '../common/RadioControl';
import { SwitchControl } from '../common/SwitchControl';
import { ServerInfoNotice } from '../server-info/ServerInfoNotice';

type SwitchName = Exclude<ListSettingName, 'replies_policy'>;

function SettingSwitch({ listId, name, on }: { listId: string; name: SwitchName; on: boolean }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const busy = useListSettingBusy(services, listId, name);
  const hintId = useId();
  return (
    <div className="organise-switch" aria-busy={busy || undefined}>
      <SwitchControl
        className="organise-check"
        isSelected={on}
        aria-describedby={hintId}
        onChange={(checked) => {
          if (!busy) void changeListSetting(services, { listId, fields: { [name]: checked } });
        }}
      >
        <span className="organise-check__title">{t(`lists.settings.${name}`)}</span>
      </SwitchControl>
      <p id={hintId} className="organise-hint">
        {t(`lists.settings.${name}Hint`)}
      </p>
    </div>
  );
}

function RepliesPolicy({ listId, policy }: { listId: string; policy: ListSetting['replies_policy'] }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const busy = useListSettingBusy(services, listId, 'replies_policy');
  const name = useId();
  return (
    <div aria-busy={busy || undefined}>
      <RadioGroup
        className="organise-radios"
        name={name}
        value={policy}
        onChange={(value) => {
          if (!busy)
            void changeListSetting(services, {
              listId,
              fields: { replies_policy: value as ListSetting['replies_policy'] },
            });
        }}
      >
        <Label className="organise-radios__legend">{t('lists.settings.replies')}</Label>
        {REPLIES_POLICIES.map((value) => (
          <RadioControl key={value} value={value} className="organise-check">
            <span className="organise-check__title">{t(`lists.settings.replies_${value}`)}</span>
          </RadioControl>
        ))}
      </RadioGroup>
    </div>
  );
}

export function ListSettings({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useEntity('lists', listId);
  const { value: features, missing, busy, retry } = useServerInfo(collectionFeatures);
  if (list === undefined) return null;
  return (
    <section className="organise-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="organise-section__heading">
        {t('lists.settings.heading')}
      </h2>
      <SettingSwitch listId={listId} name="exclusive" on={list.exclusive} />
      <RepliesPolicy listId={listId} policy={list.replies_policy} />
      {features?.listNotify === true && <SettingSwitch listId={listId} name="notify" on={list.notify} />}
      {features?.listFavourite === true && <SettingSwitch listId={listId} name="favourite" on={list.favourite} />}
      <ServerInfoNotice missing={missing} busy={busy} onRetry={retry} />
    </section>
  );
}
