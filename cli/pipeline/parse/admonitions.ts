/**
 * Docusaurus admonitions (`:::note[Title]` … `:::`): the keywords, their icons and markup.
 * Finding the fences is the pre-pass' job (prepare-source.ts); mdast-admonitions.ts
 * turns them into tree nodes.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { ADMONITION_TITLE_IDS, admonitionIcon } from '../../../theme/Content/admonition-icons';
import { builtTexts } from './built-labels';

export { ADMONITION_TYPES } from '../../../theme/Content/admonition-icons';

/** One opened admonition, as found by the pre-pass. */
export interface AdmonitionOpen {
  type: string;
  /** Title as written (Markdown), or null for the default title. */
  title: string | null;
}

const el = (tagName: string, className: string, children: ElementContent[], more: Properties = {}): Element =>
  ({ type: 'element', tagName, properties: { className: [className], ...more }, children });

/**
 * The admonition's markup around already converted content. `title` is the rendered
 * title; without one the lower-case type name is shown (the CSS upper-cases it).
 */
export function createAdmonitionElement(type: string, title: ElementContent[] | null, content: ElementContent[]): Element {
  const titleId = ADMONITION_TITLE_IDS.get(type);
  const heading = el('p', 'admonition__heading', [
    el('span', 'admonition__icon', [{ type: 'raw', value: admonitionIcon(type) }], { ariaHidden: 'true' }),
    el('span', 'admonition__title', title ?? [{ type: 'text', value: titleId ? builtTexts().t(titleId, type) : type }]),
  ]);
  return {
    type: 'element', tagName: 'div',
    // `theme-admonition(-<type>)` are Docusaurus' stable classes, which site CSS targets (behaviors §16).
    properties: { className: ['admonition', `admonition--${type}`, 'theme-admonition', `theme-admonition-${type}`], role: 'note' },
    children: [heading, el('div', 'admonition__content', content)],
  };
}
