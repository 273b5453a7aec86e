/**
 * The `?` dialog: every keyboard shortcut, in three groups (navigation, posts, go to), each a table named by
 * its caption whose rows read "key, action" (the keys as <kbd>, alternatives joined by "or", g sequences by
 * "then"). In the one dialog frame; loaded with its catalogue when first asked for.
 */
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { helpGroups, type HelpKeys } from './help-rows';
import './hotkeys-help.css';

export interface HotkeysHelpProps {
  onClose(): void;
}

function Key({ name }: { name: string }) {
  const { t } = useTranslation();
  return <kbd className="hotkeys-help__key">{name.length === 1 ? name : t(`hotkeys.keys.${name}`)}</kbd>;
}

function Keys({ keys }: { keys: HelpKeys }) {
  const { t } = useTranslation();
  if (keys.kind === 'range')
    return (
      <>
        <Key name={keys.from} /> {t('hotkeys.through')} <Key name={keys.to} />
      </>
    );
  const joiner = keys.kind === 'sequence' ? t('hotkeys.then') : t('hotkeys.or');
  return keys.keys.map((key, index) => (
    <Fragment key={key}>
      {index > 0 && ` ${joiner} `}
      <Key name={key} />
    </Fragment>
  ));
}

export default function HotkeysHelp({ onClose }: HotkeysHelpProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('hotkeys.title')} onClose={onClose} closeLabel={t('hotkeys.close')} className="hotkeys-help">
      <p className="hotkeys-help__intro">{t('hotkeys.intro')}</p>
      <div className="hotkeys-help__groups">
        {helpGroups().map((group) => (
          <table key={group.id} className="hotkeys-help__table">
            <caption className="hotkeys-help__caption">{t(`hotkeys.groups.${group.id}`)}</caption>
            <thead className="hotkeys-help__head">
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('hotkeys.key')}</span>
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('hotkeys.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="hotkeys-help__keys">
                    <Keys keys={row.keys} />
                  </th>
                  <td>{t(`hotkeys.${row.label}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </DialogFrame>
  );
}
