/**
 * Decorative icons of the navigation, drawn in the current text colour (their label is the text beside them):
 * a <use> of their symbol in the page's icon sprite (src/views/common/icons.svg, put in index.html by the build).
 */
export type NavIconName = 'home' | 'bell' | 'people' | 'globe' | 'pencil' | 'sign-in';

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg className="nav-icon" aria-hidden="true" focusable="false">
      <use href={`#nav-${name}`} />
    </svg>
  );
}
