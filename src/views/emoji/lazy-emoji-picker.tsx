/**
 * The emoji picker loaded on first use: render <LazyEmojiPickerDialog statusId onClose /> where a control
 * opens it (the reaction row's add button, the action bar or the post's menu); its code, strings (the lazy
 * emojiPicker catalogue), emoji data and styles are downloaded only then.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { EmojiPickerDialogProps } from './EmojiPickerDialog';

const Picker = lazyWithMessages(['emojiPicker'], () => import('./EmojiPickerDialog'));

export function LazyEmojiPickerDialog(props: EmojiPickerDialogProps) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
