/**
 * The one frame of every confirmation (delete a post, a conversation, a list, a category; sign out; clear the
 * notifications; block an account or a domain; replace a draft): an alert dialog in the dialog frame, titled by
 * its question, its message (or a body of its own), then Cancel and the confirm button, dangerous unless it says
 * otherwise. Escape, a click outside and Cancel answer "no" (`onCancel`); the confirm button answers "yes".
 * Focus goes in to the answer named by `initialFocus` (without it, the dialog itself). While `busy`, the confirm
 * button is marked disabled (and does nothing), keeping the focus, and says `busyLabel` if given.
 *
 * Only lazy chunks may import this module (react-aria-components stays off the first path).
 */
import { useRef, type ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  /** the question: the dialog's accessible name */
  title: string;
  /** what the answer does, as one paragraph; `children` replace it when it needs more than words */
  message?: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** a × button in the header with this name, answering "no" */
  closeLabel?: string;
  /** the confirm button in the danger style (default true) */
  danger?: boolean;
  /** the answer that takes the focus when the question opens; the dialog itself without it */
  initialFocus?: 'confirm' | 'cancel';
  /** the confirmed change is on its way: the confirm button waits */
  busy?: boolean;
  /** what the confirm button says while busy (its label without it) */
  busyLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  danger = true,
  initialFocus,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focused = initialFocus === 'confirm' ? confirmRef : initialFocus === 'cancel' ? cancelRef : undefined;
  return (
    <DialogFrame title={title} onClose={onCancel} closeLabel={closeLabel} role="alertdialog" initialFocus={focused}>
      {children ?? <p className="dialog-frame__text">{message}</p>}
      <div className="dialog-frame__actions">
        <button ref={cancelRef} type="button" className="dialog-frame__button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={danger ? 'dialog-frame__button dialog-frame__button--danger' : 'dialog-frame__button'}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
