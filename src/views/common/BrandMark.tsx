/** Tsubame's mark: a swallow in flight, drawn in the current text colour. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 6c3 0 6 1.5 8 4l1 1.3 1-1.3c2-2.5 5-4 8-4-2.5 1.3-4.4 3.5-5.3 6.2L14.5 16l.7 5L12 18l-3.2 3 .7-5-1.2-3.8C7.4 9.5 5.5 7.3 3 6z"
      />
    </svg>
  );
}
