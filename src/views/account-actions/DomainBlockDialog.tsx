/**
 * The DOMAIN BLOCK modal: asks before blocking a whole server, saying what that does, with Cancel and Block domain.
 * The confirm button takes the focus (Enter confirms, as in the other confirmations); confirming closes the dialog
 * at once and runs the domain block, which shows optimistically. Loaded on first use with the accountActions
 * catalogue.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { decodeDomain } from '../../services/text/idn';
import type { DomainDialogProps } from './account-dialog-props';
import { ConsequencesDialog } from './ConsequencesDialog';
import { runAccountAction } from '../../services/account-actions/run-account-action';

/** What blocking a domain does, one line each. */
const CONSEQUENCES = ['noPosts', 'noFollowers', 'followsKept'] as const;

export default function DomainBlockDialog({ domain, onClose }: DomainDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  return (
    <ConsequencesDialog
      title={t('accountActions.domainBlock.title', { domain: decodeDomain(domain).display })}
      consequences={CONSEQUENCES.map((line) => t(`accountActions.domainBlock.${line}`))}
      confirmLabel={t('accountActions.domainBlock.confirm')}
      onConfirm={() => void runAccountAction(services, { kind: 'domainBlock', domain })}
      onClose={onClose}
    />
  );
}
