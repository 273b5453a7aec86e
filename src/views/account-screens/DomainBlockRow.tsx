/**
 * One blocked domain of the blocked domains screen: the domain (internationalised labels shown decoded) and its
 * Unblock button. The unblock runs through the account action runner, followed by the row's request action chart;
 * the button is marked disabled (and does
 * nothing) while it is on its way, keeping the focus, and the row is handed to `onDone` once the server has
 * accepted it (a refusal leaves the row, the runner alerts).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { failUnlessAccepted, useRequestAction } from '../../services/mutations/use-request-action';
import { decodeDomain } from '../../services/text/idn';
import { runAccountAction } from '../../services/account-actions/run-account-action';

interface RowProps {
  /** the domain as the server spells it */
  domain: string;
  /** the server accepted the unblock; `shown` is the domain as drawn */
  onDone(domain: string, shown: string): void;
}

export function DomainBlockRow({ domain, onDone }: RowProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const shown = decodeDomain(domain).display;
  const { send, busy: pending } = useRequestAction(async () => {
    await failUnlessAccepted(runAccountAction(services, { kind: 'domainUnblock', domain }));
    onDone(domain, shown);
  });

  return (
    <li className="account-screens__domain">
      <span className="account-screens__domain-name">{shown}</span>
      <button
        type="button"
        className="interactions__button account-screens__action"
        aria-label={t('accountScreens.actionLabel.domainUnblock', { domain: shown })}
        aria-disabled={pending}
        data-domain={domain}
        onClick={() => send({ type: 'RUN' })}
      >
        {t('accountScreens.action.domainUnblock')}
      </button>
    </li>
  );
}
