/** `@theme/DocItem/Tags`: the doc's tags. */
export { DocItemTags as default } from '../../DocItem/DocItemParts';
