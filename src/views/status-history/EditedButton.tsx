/**
 * "Edited {time}" under a post shown on its own page, as a button opening the post's edit history in a dialog
 * (downloaded with its strings the first time it opens). Closing the dialog brings the focus back to the button.
 */
import { lazy, Suspense, useState } from 'react';
import { importWithMessages } from '../../i18n/lazy-catalogues';
import './edited-button.css';

const StatusHistoryDialog = lazy(() => importWithMessages(['statusHistory'], () => import('./StatusHistoryDialog')));

export function EditedButton({ statusId, label }: { statusId: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="status__edited edited-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatusHistoryDialog statusId={statusId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
