/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Caution`: a caution callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconWarning } from '../Icon/Warning';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeCaution({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('caution');
  return <AdmonitionLayout {...rest} type="caution" icon={icon ?? <AdmonitionIconWarning />} title={title ?? fallback} />;
}

export default AdmonitionTypeCaution;
