/** `@theme/DocItem/TOC/Mobile`: the folded TOC above the doc. */
export { DocItemTOCMobile as default } from '../../DocItem/DocItemParts';
