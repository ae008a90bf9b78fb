/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Type/Tip`: a tip callout, its layout, icon and title each the site's when swizzled. */
import type { ReactNode } from 'react';
import { AdmonitionLayout } from '../Layout';
import { AdmonitionIconTip } from '../Icon/Tip';
import { useDefaultTitle, type AdmonitionTypeProps } from '../type-part';

export function AdmonitionTypeTip({ type: _type, title, icon, ...rest }: AdmonitionTypeProps): ReactNode {
  const fallback = useDefaultTitle('tip');
  return <AdmonitionLayout {...rest} type="tip" icon={icon ?? <AdmonitionIconTip />} title={title ?? fallback} />;
}

export default AdmonitionTypeTip;
