/**
 * Tsubame's mark: a swallow in flight, drawn in the current text colour. Decorative. A <use> of its symbol in the
 * icon sprite (icons.svg, put in index.html by the build), so no script carries its drawing.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href="#brand-mark" />
    </svg>
  );
}
