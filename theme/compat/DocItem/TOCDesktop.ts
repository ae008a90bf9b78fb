/** `@theme/DocItem/TOC/Desktop`: the TOC column beside the doc. */
export { DocItemTOCDesktop as default } from '../../DocItem/DocItemParts';
