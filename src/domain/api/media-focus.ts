/** A media focal point and the 'x,y' text servers take for it. */
export interface MediaFocus {
  x: number;
  y: number;
}

export function focusText(focus: MediaFocus): string {
  return `${focus.x},${focus.y}`;
}
