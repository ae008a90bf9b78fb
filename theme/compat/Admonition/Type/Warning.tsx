/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Warning`: a warning callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconWarning } from '../Icon/Warning';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeWarning({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('warning');
  return <AdmonitionLayout {...rest} type="warning" icon={icon ?? <AdmonitionIconWarning />} title={title ?? fallback} />;
}

export default AdmonitionTypeWarning;
