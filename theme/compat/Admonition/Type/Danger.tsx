/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Danger`: a danger callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconDanger } from '../Icon/Danger';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeDanger({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('danger');
  return <AdmonitionLayout {...rest} type="danger" icon={icon ?? <AdmonitionIconDanger />} title={title ?? fallback} />;
}

export default AdmonitionTypeDanger;
