/**
 * The modal frame of every dialog (react-aria-components ModalOverlay, Modal, Dialog and Heading): portalled
 * over a dimmed page, the rest of the page hidden from assistive technologies; focus moves in (to the control
 * named by `initialFocus`, else the dialog itself), stays inside (Tab wraps) and goes back on close to the control
 * that had it; Escape closes; so does a click outside unless `dismissable` is false (where unsaved input would
 * be lost). The heading names the dialog; `closeLabel` adds a × button. It is open for as long as it is mounted:
 * closing is the parent's decision (`onClose`). Events inside do not reach the view that opened it
 * (OverlayEvents). Its one stylesheet also styles what dialogs share: text, the action row, buttons.
 *
 * Only lazy chunks may import this module (react-aria-components stays off the first path).
 */
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { OverlayEvents } from './overlay-events';
import './dialog-frame.css';

export interface DialogFrameProps {
  title: string;
  onClose(): void;
  /** the accessible name of a × button in the header that closes the dialog; no such button without it */
  closeLabel?: string;
  /** 'alertdialog' for a question that needs an answer (a confirmation) */
  role?: 'dialog' | 'alertdialog';
  /** whether a click outside closes it (default true) */
  dismissable?: boolean;
  /** an extra class on the dialog element, for its size and the layout of its content */
  className?: string;
  /** the control that takes the focus when the dialog opens (without it, or when it is not there: the dialog) */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function DialogFrame({
  title,
  onClose,
  closeLabel,
  role = 'dialog',
  dismissable = true,
  className,
  initialFocus,
  children,
}: DialogFrameProps) {
  // in the commit that opens it, before the Dialog's own effect, which then leaves focus where it is
  useLayoutEffect(() => {
    initialFocus?.current?.focus();
  }, [initialFocus]);
  return (
    <OverlayEvents>
      <ModalOverlay
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        isDismissable={dismissable}
        className="dialog-frame__overlay"
      >
        <Modal className="dialog-frame__modal">
          <Dialog role={role} className={className === undefined ? 'dialog-frame' : `dialog-frame ${className}`}>
            <header className="dialog-frame__header">
              <Heading slot="title" className="dialog-frame__title">
                {title}
              </Heading>
              {closeLabel !== undefined && (
                <button type="button" className="dialog-frame__close" aria-label={closeLabel} onClick={onClose}>
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </header>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayEvents>
  );
}
