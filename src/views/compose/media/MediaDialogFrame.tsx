/**
 * The modal frame of the media description dialog (react-aria, the look of ../../emoji-picker/ModalDialog):
 * a portal over the page, the rest hidden from assistive technologies, focus kept inside (Tab wraps) and
 * returned to the opener, Escape closes, the heading names it.
 *
 * Unlike ModalDialog it is not closed by a click outside (a half-written description would be lost) and it
 * does not stop Tab at its edge (react-aria's focus scope, listening on the document, wraps it). React events
 * bubble from a portal to the components that rendered it: the dialog sits inside the compose form, so its
 * submit, paste, drag-and-drop, clicks and other keys must not reach the form (posting, attaching, shortcuts).
 */
import { useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { mountedOverlayState } from '../../common/mounted-overlay-state';
import '../../emoji-picker/modal-dialog.css';

export interface MediaDialogFrameProps {
  title: string;
  onClose(): void;
  className?: string;
  children: ReactNode;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();
// Tab goes on to the document, where the focus scope keeps it inside the dialog
const stopKey = (event: KeyboardEvent) => {
  if (event.key !== 'Tab') event.stopPropagation();
};

function Frame({ title, onClose, className, children }: MediaDialogFrameProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // open for as long as it is mounted: closing is the parent's decision
  const state = mountedOverlayState(onClose);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: false }, state, overlayRef);
  const { dialogProps, titleProps } = useDialog({}, dialogRef);
  return (
    <div
      {...underlayProps}
      className="modal-dialog__underlay"
      onClick={stop}
      onKeyDown={stopKey}
      onKeyUp={stopKey}
      onSubmit={stop}
      onPaste={stop}
      onDragEnter={stop}
      onDragOver={stop}
      onDragLeave={stop}
      onDrop={stop}
    >
      <div {...modalProps} ref={overlayRef} className="modal-dialog__modal">
        <div {...dialogProps} ref={dialogRef} className={className === undefined ? 'modal-dialog' : `modal-dialog ${className}`}>
          <header className="modal-dialog__header">
            <h2 {...titleProps} className="modal-dialog__title">{title}</h2>
          </header>
          {children}
        </div>
      </div>
    </div>
  );
}

export function MediaDialogFrame(props: MediaDialogFrameProps) {
  return (
    <Overlay>
      <Frame {...props} />
    </Overlay>
  );
}
