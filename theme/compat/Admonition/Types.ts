/**
 * `@theme/Admonition/Types`: admonition keyword → the component drawing it. A site's swizzled
 * Types spreads this map and adds its own keywords' components.
 */
import type { ComponentType } from 'react';
import type { AdmonitionTypeProps } from './type-part';
import { AdmonitionTypeCaution } from './Type/Caution';
import { AdmonitionTypeDanger } from './Type/Danger';
import { AdmonitionTypeInfo } from './Type/Info';
import { AdmonitionTypeNote } from './Type/Note';
import { AdmonitionTypeTip } from './Type/Tip';
import { AdmonitionTypeWarning } from './Type/Warning';

export const AdmonitionTypes: Record<string, ComponentType<AdmonitionTypeProps>> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  danger: AdmonitionTypeDanger,
  caution: AdmonitionTypeCaution,
  // Keywords the theme draws alike: Docusaurus' own aliases of these.
  secondary: AdmonitionTypeNote,
  important: AdmonitionTypeInfo,
  success: AdmonitionTypeTip,
};

export default AdmonitionTypes;
