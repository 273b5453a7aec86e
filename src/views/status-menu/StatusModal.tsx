/**
 * The modal shell of the status dialogs (BOOST, delete confirmation): react-aria's modal overlay and dialog
 * (focus kept inside and restored on close; Escape and a click outside close it), a title and the content.
 */
import { useRef, type ReactNode } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { mountedOverlayState } from '../common/mounted-overlay-state';
import './status-menu.css';

export interface StatusModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** alertdialog for confirmations */
  role?: 'dialog' | 'alertdialog';
}

function ModalContent({ title, onClose, children, role = 'dialog' }: StatusModalProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // open for as long as it is mounted: closing is the parent's decision
  const state = mountedOverlayState(onClose);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, overlayRef);
  const { dialogProps, titleProps } = useDialog({ role }, dialogRef);
  return (
    <div {...underlayProps} className="status-modal__underlay">
      <div {...modalProps} ref={overlayRef} className="status-modal__modal">
        <div {...dialogProps} ref={dialogRef} className="status-modal">
          <h2 {...titleProps} className="status-modal__title">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}

export function StatusModal(props: StatusModalProps) {
  return (
    <Overlay>
      <ModalContent {...props} />
    </Overlay>
  );
}
