/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Note`: a note callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconNote } from '../Icon/Note';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeNote({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('note');
  return <AdmonitionLayout {...rest} type="note" icon={icon ?? <AdmonitionIconNote />} title={title ?? fallback} />;
}

export default AdmonitionTypeNote;
