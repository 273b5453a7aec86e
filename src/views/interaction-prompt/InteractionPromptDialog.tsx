/**
 * The interaction prompt (spec 2 and 6): a signed-out reader tried something that needs an account (vote,
 * reply, favourite, boost, react, bookmark, quote, follow). A modal dialog says so and offers to sign in on
 * this server or on another one. Escape, Cancel and a click outside close it; focus is kept inside while it
 * is open and returns to the control that opened it.
 */
import { useId, useRef } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { mountedOverlayState } from '../common/mounted-overlay-state';
import { useTranslation } from '../../i18n/react';
import type { InteractionPrompt } from '../../services/app-services/app-services';
import { decodeDomain } from '../../services/text/idn';
import './interaction-prompt.css';

export interface InteractionPromptDialogProps {
  prompt: InteractionPrompt;
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

/** The address people on other servers can search for: the post's or the account's. */
function addressOf(prompt: InteractionPrompt): string {
  return prompt.type === 'follow' ? prompt.accountUrl : prompt.statusUri;
}

function PromptDialog({ prompt, server, onSignInHere, onSignInElsewhere, onClose }: InteractionPromptDialogProps) {
  const { t } = useTranslation();
  const host = hostOf(server);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const addressId = useId();
  // open for as long as it is mounted: closing is the parent's decision
  const state = mountedOverlayState(onClose);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, overlayRef);
  const { dialogProps, titleProps } = useDialog({}, dialogRef);
  const address = addressOf(prompt);

  return (
    <div {...underlayProps} className="interaction-prompt__underlay">
      <div {...modalProps} ref={overlayRef} className="interaction-prompt__modal">
        <div {...dialogProps} ref={dialogRef} className="interaction-prompt">
          <h2 {...titleProps} className="interaction-prompt__title">{t(`interactionPrompt.title.${prompt.type}`)}</h2>
          <p className="interaction-prompt__body">{t(`interactionPrompt.body.${prompt.type}`)}</p>
          <div className="interaction-prompt__actions">
            <button type="button" className="interaction-prompt__primary" onClick={onSignInHere}>
              {t('interactionPrompt.signInHere', { server: host })}
            </button>
            <button type="button" className="interaction-prompt__secondary" onClick={onSignInElsewhere}>
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
          <button type="button" className="interaction-prompt__cancel" onClick={onClose}>
            {t('interactionPrompt.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function InteractionPromptDialog(props: InteractionPromptDialogProps) {
  return (
    <Overlay>
      <PromptDialog {...props} />
    </Overlay>
  );
}

export default InteractionPromptDialog;
