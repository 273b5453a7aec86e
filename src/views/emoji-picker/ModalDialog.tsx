/**
 * A modal dialog shell (react-aria): rendered over the page in a portal, focus kept inside while open and
 * returned to the opener after, Escape or a click outside closes, a heading names it and a close button ends
 * it. Clicks and keys inside do not reach the view that opened it (a post opens its page on click or Enter).
 * Used by the emoji picker and the bookmark categories dialog.
 */
import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { mountedOverlayState } from '../common/mounted-overlay-state';
import './modal-dialog.css';

export interface ModalDialogProps {
  title: string;
  /** the close button's accessible name */
  closeLabel: string;
  onClose(): void;
  /** extra class on the dialog element (its size and layout) */
  className?: string;
  children: ReactNode;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

function DialogFrame({ title, closeLabel, onClose, className, children }: ModalDialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // open for as long as it is mounted: closing is the parent's decision
  const state = mountedOverlayState(onClose);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, overlayRef);
  const { dialogProps, titleProps } = useDialog({}, dialogRef);
  return (
    <div {...underlayProps} className="modal-dialog__underlay" onClick={stop} onKeyDown={stop}>
      <div {...modalProps} ref={overlayRef} className="modal-dialog__modal">
        <div {...dialogProps} ref={dialogRef} className={className === undefined ? 'modal-dialog' : `modal-dialog ${className}`}>
          <header className="modal-dialog__header">
            <h2 {...titleProps} className="modal-dialog__title">{title}</h2>
            <button type="button" className="modal-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
        </div>
      </div>
    </div>
  );
}

export function ModalDialog(props: ModalDialogProps) {
  return (
    <Overlay>
      <DialogFrame {...props} />
    </Overlay>
  );
}
