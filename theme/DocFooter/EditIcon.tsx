/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The pencil before "Edit this page" under a doc (Docusaurus' Icon/Edit). An override point in a
 * file of its own, so that a site's swizzled icon (its forge's logo, say) is drawn there instead;
 * the link's text names it, so the icon stays hidden from assistive technology.
 */
import type { ReactNode, SVGProps } from 'react';

/** Docusaurus' props: `className` (the theme gives `edit-icon`) and the SVG's own attributes. */
export function EditIcon({ className = 'edit-icon', ...rest }: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 40 40" aria-hidden="true" focusable="false" {...rest}>
      <path fill="currentColor" d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
    </svg>
  );
}

export default EditIcon;
