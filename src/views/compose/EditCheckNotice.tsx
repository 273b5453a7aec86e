import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import type { ComposeRuntime } from '../../machines/compose-runtime-types';

/**
 * A restored draft that edits a post whose server version changed since (or that was deleted) says so before the
 * reader saves: a stale draft never replaces a newer version silently. Shown while the draft still edits it.
 */
export function EditCheckNotice({ runtime }: { runtime: ComposeRuntime }) {
  const { t } = useTranslation();
  const editing = useSelector(runtime.actor, (snapshot) => snapshot.context.draft.id);
  const check = runtime.editCheck;
  if (editing === null || (check !== 'stale' && check !== 'gone')) return null;
  return (
    <p role="alert" className="compose-screen__edit-check">
      {t(`compose.screen.edit.${check}`)}
    </p>
  );
}
