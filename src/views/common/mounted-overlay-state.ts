import type { useModalOverlay } from 'react-aria/useModalOverlay';

export type OverlayState = Parameters<typeof useModalOverlay>[1];

/**
 * The react-aria overlay state of a dialog that is open for as long as it is mounted: closing (Escape, a click
 * outside when dismissable) is the parent's decision, through `onClose`.
 */
export function mountedOverlayState(onClose: () => void): OverlayState {
  return {
    isOpen: true,
    open: () => {},
    close: onClose,
    toggle: onClose,
    setOpen: (open) => {
      if (!open) onClose();
    },
    point: null,
    setPoint: () => {},
  };
}
