/**
 * `@theme/TOCItems`: the nested heading links of an ejected TOC, from Docusaurus' flat
 * `{ value, id, level }` list, with the current section highlighted as in opdocs' TOC.
 */
export { TOCItemsList as default, type TOCItemsListProps as TOCItemsProps } from '../TOC/TOCItemsList';
