/** The layout mode and its breakpoint: width 630 px or less is mobile. */
export type LayoutMode = 'mobile' | 'single-column' | 'multi-column';

export const MOBILE_BREAKPOINT_PX = 630;

export function layoutModeFor(width: number, advancedInterface: boolean): LayoutMode {
  if (width <= MOBILE_BREAKPOINT_PX) return 'mobile';
  return advancedInterface ? 'multi-column' : 'single-column';
}
