/**
 * The admonition keywords Docusaurus knows and the theme's icon for each, shared by the
 * build-time Markdown admonitions and the Admonition content component.
 */

/** Admonition keywords Docusaurus knows. */
export const ADMONITION_TYPES = new Set([
  'note', 'tip', 'info', 'warning', 'danger', 'important', 'caution', 'success', 'secondary',
]);

/**
 * The code.json ids of the default titles Docusaurus translates (the other keywords show as
 * written). Spelt out, not built from the keyword: the build keeps a page's `theme.*`
 * translations only when the code it ships names their ids.
 */
export const ADMONITION_TITLE_IDS = new Map([
  ['note', 'theme.admonition.note'], ['tip', 'theme.admonition.tip'], ['info', 'theme.admonition.info'],
  ['warning', 'theme.admonition.warning'], ['danger', 'theme.admonition.danger'], ['caution', 'theme.admonition.caution'],
]);

const svg = (paths: string) =>
  `<svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" focusable="false">${paths}</svg>`;

// Hand-drawn 16×16 glyphs; holes are cut with evenodd so they work on any background. The
// calls are marked pure so a bundle that imports the theme without using an icon drops them.
const ICON_INFO = /* @__PURE__ */ svg('<path fill-rule="evenodd" d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z"/>' +
  '<path d="M7.25 7h1.5v4.5h-1.5zM8 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2z"/>');
const ICON_BULB = /* @__PURE__ */ svg('<path d="M8 1a4.5 4.5 0 0 0-2.6 8.17c.37.27.6.7.6 1.16V11h4v-.67c0-.46.23-.89.6-1.16A4.5 4.5 0 0 0 8 1z"/>' +
  '<path d="M6 12h4v1.1H6zM6.6 14h2.8v1H6.6z"/>');
const ICON_IMPORTANT = /* @__PURE__ */ svg('<path fill-rule="evenodd" d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zM7.25 4v5h1.5V4zm0 6.5V12h1.5v-1.5z"/>');
const ICON_WARNING = /* @__PURE__ */ svg('<path fill-rule="evenodd" d="M8 1l7.5 13.5H.5zM7.25 6v4.5h1.5V6zm0 5.5V13h1.5v-1.5z"/>');
const ICON_DANGER = /* @__PURE__ */ svg('<path fill-rule="evenodd" d="M5.1 1h5.8L15 5.1v5.8L10.9 15H5.1L1 10.9V5.1zM7.25 4v5h1.5V4zm0 6.5V12h1.5v-1.5z"/>');

const ICONS: Record<string, string> = {
  note: ICON_INFO, info: ICON_INFO, secondary: ICON_INFO,
  tip: ICON_BULB, success: ICON_BULB,
  important: ICON_IMPORTANT,
  warning: ICON_WARNING, caution: ICON_WARNING,
  danger: ICON_DANGER,
};

/** The icon's SVG markup for `type` (the info icon for an unknown type). */
export function admonitionIcon(type: string): string {
  return ICONS[type] ?? ICON_INFO;
}
