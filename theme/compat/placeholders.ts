/**
 * `{name}` placeholders filled from `values`, for translate() and <Translate>. Strings stay
 * strings; when a value is a React node the result is a list of nodes.
 */
import { Fragment, createElement, isValidElement, type ReactNode } from 'react';

/** The string form, for attributes and document titles. */
export { fillPlaceholders as interpolateString } from '../texts/text-lookup';

/** Values for the placeholders of a message. */
export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message with its placeholders replaced; unknown ones are left as written. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let hasElement = false;
  for (const m of text.matchAll(PLACEHOLDER)) {
    // Own keys only: `{toString}` in a translated message printed Object's function source.
    if (!Object.hasOwn(values, m[1])) continue;
    parts.push(text.slice(last, m.index));
    const value = values[m[1]];
    if (isValidElement(value)) hasElement = true;
    parts.push(value);
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(last));
  if (!hasElement) return parts.map((p) => (p == null || typeof p === 'boolean' ? '' : String(p))).join('');
  return parts.map((p, i) => createElement(Fragment, { key: i }, p));
}
