/**
 * The place of a site's swizzled Docusaurus `DocItem` (an override point of its own, which the
 * site's file replaces): FromSwizzle.tsx draws it with the `content` Docusaurus gives it. Without
 * such a swizzle nothing imports this module.
 */
import { DocItem } from '../../DocItem/DocItem';

/** The theme's DocItem, which a site's swizzle replaces. */
export const DocItemSwizzle = DocItem;

export default DocItemSwizzle;
