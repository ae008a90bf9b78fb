/**
 * `usePrismTheme` of `@docusaurus/theme-common`: the theme a site hands to its own
 * prism-react-renderer components (live editors, playgrounds). opdocs highlights with its own
 * token colours, so this theme points at the same CSS variables (content.css): the site's code
 * then looks like every other code block, and follows the colour mode through CSS alone, with
 * nothing to re-render and no server/client mismatch at hydration.
 */
import type { CSSProperties } from 'react';

/** The shape prism-react-renderer takes as `theme`. */
export interface PrismTheme {
  plain: CSSProperties;
  styles: { types: string[]; style: CSSProperties; languages?: string[] }[];
}

const tokens = (variable: string, types: string[], extra: CSSProperties = {}) => ({ types, style: { color: `var(${variable})`, ...extra } });

const THEME: PrismTheme = {
  plain: { color: 'var(--opdocs-code-color)', backgroundColor: 'var(--opdocs-code-background)' },
  styles: [
    tokens('--hljs-comment', ['comment', 'prolog', 'doctype', 'cdata'], { fontStyle: 'italic' }),
    tokens('--hljs-keyword', ['keyword', 'important', 'atrule', 'selector-tag']),
    tokens('--hljs-string', ['string', 'char', 'attr-value', 'regex', 'url', 'template-string']),
    tokens('--hljs-attr', ['attr-name', 'property']),
    tokens('--hljs-number', ['number', 'boolean', 'constant', 'symbol']),
    tokens('--hljs-builtin', ['builtin', 'variable', 'parameter']),
    tokens('--hljs-title', ['function', 'class-name', 'maybe-class-name']),
    tokens('--hljs-name', ['tag', 'selector']),
    tokens('--hljs-meta', ['namespace']),
    tokens('--hljs-addition', ['inserted'], { backgroundColor: 'var(--hljs-addition-bg)' }),
    tokens('--hljs-deletion', ['deleted'], { backgroundColor: 'var(--hljs-deletion-bg)' }),
  ],
};

/** The prism-react-renderer theme matching opdocs' code colours, in either colour mode. */
export function usePrismTheme(): PrismTheme {
  return THEME;
}
