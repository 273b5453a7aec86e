/**
 * What an antenna catches and what it never catches, on its edit screen (in place of the one members editor):
 * its accounts and its excluded accounts (the shared members editor: any account may be found), then its domains,
 * hashtags and keywords, each beside its exclusions (the chip editor).
 */
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { RULE_KINDS } from '../../services/antennas/antenna-rules';
import { ANTENNA_ACCOUNTS, ANTENNA_EXCLUDED_ACCOUNTS } from '../../services/collections/member-sets';
import { useEntity } from '../../services/store';
import { MembersEditor } from '../collections/MembersEditor';
import { RuleChips } from './RuleChips';

export function AntennaRules({ antennaId }: { antennaId: string }) {
  const { t } = useTranslation();
  const title = useEntity('antennas', antennaId)?.title ?? '';
  return (
    <>
      <MembersEditor
        set={ANTENNA_ACCOUNTS}
        ownerId={antennaId}
        ownerTitle={title}
        heading={t('antennas.accounts.heading')}
      />
      <MembersEditor
        set={ANTENNA_EXCLUDED_ACCOUNTS}
        ownerId={antennaId}
        ownerTitle={t('antennas.accounts.excludedOwner', { title })}
        heading={t('antennas.accounts.excludedHeading')}
      />
      {RULE_KINDS.map((kind) => (
        <Fragment key={kind}>
          <RuleChips antennaId={antennaId} kind={kind} exclude={false} antennaTitle={title} />
          <RuleChips antennaId={antennaId} kind={kind} exclude antennaTitle={title} />
        </Fragment>
      ))}
    </>
  );
}
