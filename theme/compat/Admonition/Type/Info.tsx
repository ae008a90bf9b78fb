/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Info`: a info callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconInfo } from '../Icon/Info';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeInfo({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('info');
  return <AdmonitionLayout {...rest} type="info" icon={icon ?? <AdmonitionIconInfo />} title={title ?? fallback} />;
}

export default AdmonitionTypeInfo;
