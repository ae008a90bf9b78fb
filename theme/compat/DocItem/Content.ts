/** `@theme/DocItem/Content`: the doc's title over its body (`children`). */
export { DocItemContent as default } from '../../DocItem/DocItemParts';
