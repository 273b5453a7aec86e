/**
 * The BLOCK and MUTE modals loaded on first use, each with the lazy accountActions catalogue: render
 * <LazyBlockDialog accountId acct onClose /> or <LazyMuteDialog ... /> from the control that opens it (a
 * post's menu, an account's menu).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { AccountDialogProps } from './account-dialog-props';

const Block = lazyWithMessages(['accountActions'], () => import('./BlockDialog'));
const Mute = lazyWithMessages(['accountActions'], () => import('./MuteDialog'));

export function LazyBlockDialog(props: AccountDialogProps) {
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
}

export function LazyMuteDialog(props: AccountDialogProps) {
  return (
    <Suspense fallback={null}>
      <Mute {...props} />
    </Suspense>
  );
}
