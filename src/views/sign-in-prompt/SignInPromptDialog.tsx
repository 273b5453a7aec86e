/**
 * The interaction prompt: a signed-out reader tried something that needs an account (vote,
 * reply, favourite, boost, react, bookmark, quote, follow). A modal dialog says so and offers to sign in on
 * this server or on another one. Escape, Cancel and a click outside close it; focus is kept inside while it
 * is open and returns to the control that opened it.
 */
import { useId } from 'react';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { useTranslation } from '../../i18n/react';
import type { SignInPrompt } from '../../machines/sign-in-prompt.machine';
import { decodeDomain } from '../../services/text/idn';
import './sign-in-prompt.css';

export interface SignInPromptDialogProps {
  prompt: SignInPrompt;
  /** origin of the server being read */
  server: string;
  onSignInHere(): void;
  onSignInElsewhere(): void;
  onClose(): void;
}

function hostOf(origin: string): string {
  try {
    return decodeDomain(new URL(origin).host).display;
  } catch {
    return origin;
  }
}

/** The address people on other servers can search for: the post's or the account's (a hashtag has none). */
function addressOf(prompt: SignInPrompt): string {
  if (prompt.type === 'followTag') return '';
  return prompt.type === 'follow' ? prompt.accountUrl : prompt.statusUri;
}

export function SignInPromptDialog({
  prompt,
  server,
  onSignInHere,
  onSignInElsewhere,
  onClose,
}: SignInPromptDialogProps) {
  const { t } = useTranslation();
  const host = hostOf(server);
  const addressId = useId();
  const address = addressOf(prompt);

  return (
    <DialogFrame title={t(`interactionPrompt.title.${prompt.type}`)} onClose={onClose}>
      <p className="dialog-frame__text">{t(`interactionPrompt.body.${prompt.type}`)}</p>
      <div className="dialog-frame__actions dialog-frame__actions--stacked">
        <button type="button" className="dialog-frame__button dialog-frame__button--primary" onClick={onSignInHere}>
          {t('interactionPrompt.signInHere', { server: host })}
        </button>
        <button type="button" className="dialog-frame__button" onClick={onSignInElsewhere}>
          {t('interactionPrompt.signInElsewhere')}
        </button>
      </div>
      {address && (
        <div className="interaction-prompt__elsewhere">
          <label htmlFor={addressId} className="interaction-prompt__label">
            {t(prompt.type === 'follow' ? 'interactionPrompt.accountAddress' : 'interactionPrompt.postAddress')}
          </label>
          <input
            id={addressId}
            className="interaction-prompt__address"
            readOnly
            value={address}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="interaction-prompt__hint">{t('interactionPrompt.elsewhereHint')}</p>
        </div>
      )}
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button dialog-frame__button--quiet" onClick={onClose}>
          {t('interactionPrompt.cancel')}
        </button>
      </div>
    </DialogFrame>
  );
}

export default SignInPromptDialog;
