/**
 * The BLOCK, MUTE and DOMAIN BLOCK modals loaded on first use, each with the lazy accountActions catalogue: render
 * <LazyBlockDialog accountId acct onClose />, <LazyMuteDialog ... /> or <LazyDomainBlockDialog domain onClose />
 * from the control that opens it (a post's menu, an account's menu).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { AccountDialogProps, DomainDialogProps } from './account-dialog-props';

const Block = lazyWithMessages(['accountActions'], () => import('./BlockDialog'));
const Mute = lazyWithMessages(['accountActions'], () => import('./MuteDialog'));
const DomainBlock = lazyWithMessages(['accountActions'], () => import('./DomainBlockDialog'));

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

export function LazyDomainBlockDialog(props: DomainDialogProps) {
  return (
    <Suspense fallback={null}>
      <DomainBlock {...props} />
    </Suspense>
  );
}
