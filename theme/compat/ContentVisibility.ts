/** `@theme/ContentVisibility`: the unlisted warning of the doc being shown (the `metadata` prop is not needed). */
export { DocItemContentVisibility as default } from '../DocItem/DocItemParts';
