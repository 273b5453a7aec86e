/**
 * The BLOCK modal: asks before blocking an account, saying what a block does, with Cancel and Block. Block
 * takes the focus (Enter confirms, as in the other confirmations); confirming closes the dialog at once and
 * runs the block, which shows optimistically. Loaded on first use with the accountActions catalogue.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { AccountDialogProps } from './account-dialog-props';
import { ConsequencesDialog } from './ConsequencesDialog';
import { runAccountAction } from '../../services/account-actions/run-account-action';

/** What blocking does, one line each. */
const CONSEQUENCES = ['noFollow', 'noPosts', 'theySee'] as const;

export default function BlockDialog({ accountId, acct, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  return (
    <ConsequencesDialog
      title={t('accountActions.block.title', { acct })}
      consequences={CONSEQUENCES.map((line) => t(`accountActions.block.${line}`))}
      confirmLabel={t('accountActions.block.confirm')}
      onConfirm={() => void runAccountAction(services, { kind: 'block', accountId })}
      onClose={onClose}
    />
  );
}
