/**
 * A JSX `style={{…}}` object as the CSS text of a `style` attribute, the way React writes it:
 * camelCase names in kebab-case, vendor prefixes with a leading dash, `px` after plain numbers
 * except for properties that take bare numbers.
 */

// Properties whose numbers have no unit (React's list, as far as content authors use it).
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth',
  'columnCount', 'columns', 'flex', 'flexGrow', 'flexPositive', 'flexShrink', 'flexNegative', 'flexOrder',
  'fontWeight', 'gridArea', 'gridColumn', 'gridColumnEnd', 'gridColumnStart', 'gridRow', 'gridRowEnd',
  'gridRowStart', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows',
  'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity', 'strokeDasharray', 'strokeDashoffset',
  'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
]);

function cssName(name: string): string {
  if (name.startsWith('--')) return name;
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return /^ms-/.test(kebab) ? `-${kebab}` : kebab;
}

/** CSS text for a style object; null when a value is neither a string nor a number. */
export function styleToCss(style: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    let text: string;
    const unprefixed = name.replace(/^(?:Webkit|Moz|ms|O)([A-Z])/, (_, c: string) => c.toLowerCase());
    if (typeof value === 'number') text = value !== 0 && !UNITLESS.has(unprefixed) && !name.startsWith('--') ? `${value}px` : String(value);
    else if (typeof value === 'string') text = value.trim();
    else return null;
    parts.push(`${cssName(name)}:${text}`);
  }
  return parts.join(';');
}
