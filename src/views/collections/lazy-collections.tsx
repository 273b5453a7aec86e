/**
 * The profile's "Add to or remove from lists" dialog loaded on first use, with the organise, lists and circles
 * catalogues: render <LazyMembershipDialog accountId acct onClose /> from the control that opens it (a profile's
 * account menu), like the BLOCK and MUTE dialogs.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { MembershipDialogProps } from './MembershipDialog';

const Dialog = lazyWithMessages(['organise', 'lists', 'circles'], () => import('./MembershipDialog'));

export function LazyMembershipDialog(props: MembershipDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
