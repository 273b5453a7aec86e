/**
 * Files dragged onto the compose area or pasted into it become attachments (compose.files; the compose machine
 * refuses them with its refusal texts when it must). The compose form spreads `dropProps` on its root (which
 * should be `position: relative`) and renders `overlay`, shown as "Drop files to attach" while files are
 * dragged over it. Text drags and text pastes are left alone.
 */
import {
  createElement,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/react';
import { useComposeActor } from '../compose-actor-context';
import { filesOfTransfer, transferHasFiles, uploadFiles } from './media-files';
import './compose-media.css';

export interface MediaDropProps {
  onDragEnter(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onPaste(event: ClipboardEvent<HTMLElement>): void;
}

export interface MediaDrop {
  dropProps: MediaDropProps;
  isDragging: boolean;
  /** the "Drop files to attach" layer, null when nothing is dragged */
  overlay: ReactNode;
}

export function useMediaDrop(): MediaDrop {
  const { t } = useTranslation();
  const compose = useComposeActor();
  const [isDragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left the area
  const depth = useRef(0);

  const attach = useCallback(
    (files: File[]) => {
      if (files.length > 0) compose.send({ type: 'compose.files', files: uploadFiles(files) });
    },
    [compose],
  );

  const dropProps = useMemo<MediaDropProps>(
    () => ({
      onDragEnter(event) {
        if (!transferHasFiles(event.dataTransfer)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver(event) {
        if (!transferHasFiles(event.dataTransfer)) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event) {
        if (!transferHasFiles(event.dataTransfer)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop(event) {
        depth.current = 0;
        setDragging(false);
        const files = filesOfTransfer(event.dataTransfer);
        if (files.length === 0) return;
        event.preventDefault();
        attach(files);
      },
      onPaste(event) {
        const files = filesOfTransfer(event.clipboardData);
        if (files.length === 0) return;
        event.preventDefault();
        attach(files);
      },
    }),
    [attach],
  );

  const overlay = isDragging
    ? createElement(
        'div',
        { className: 'compose-media-drop', 'aria-hidden': true },
        createElement('p', { className: 'compose-media-drop__text' }, t('composeMedia.drop')),
      )
    : null;

  return { dropProps, isDragging, overlay };
}
