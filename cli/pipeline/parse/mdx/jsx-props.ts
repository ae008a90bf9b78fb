/**
 * JSX attributes of an MDX element → static values: the props of a component marker, or the
 * attributes of a plain HTML element (React's names turned into HTML's, style objects into
 * CSS text). A value that is not static is a problem naming the attribute, never a guess.
 */
import { IMPORT_REF, isImportRef, SPREAD_PREFIX } from '../../../../runtime/islands/import-ref';
import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { find, html, svg } from 'property-information';
import type { MdxScope } from './mdx-scope';
import { evaluateStatic, getProgramExpression, isAssetRef } from './static-value';
import { styleToCss } from './style-text';
import { isEventHandlerName, isScriptUrl, URL_ATTRIBUTES } from '../script-url';

/** Runs an attribute that is not static as code (code-module.ts): its value, or why it cannot run. */
export type CodeRunner = (source: string, expression: Expression) => { ok: true; value: unknown } | { ok: false; why: string };

/** Evaluated props in source order, or the first attribute that could not be evaluated. */
export type PropsResult = { ok: true; props: Record<string, unknown> } | { ok: false; attribute: string; source: string; why: string; /** It would have run as code. */ code?: boolean };

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Evaluates every attribute of an element. */
export function evaluateProps(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[], scope: MdxScope, code?: CodeRunner): PropsResult {
  const props: Record<string, unknown> = {};
  let spreads = 0;
  for (const attr of attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      const program = attr.data?.estree as Program | undefined;
      const first = program?.body[0];
      const spread = first?.type === 'ExpressionStatement' && first.expression.type === 'ObjectExpression' ? first.expression : null;
      const value = spread ? evaluateStatic(spread, scope) : { ok: false as const, why: 'a spread of something that is not an object literal' };
      if (value.ok) {
        Object.assign(props, value.value);
        continue;
      }
      // `{...data.one}` of an imported module: the object is made as written where the component
      // renders, and spread into the props there (island-tree.ts).
      const ran = spread && code ? code(`{${attr.value}}`, spread) : value;
      if (!ran.ok) return { ok: false, attribute: '{…}', source: `{${clip(attr.value)}}`, why: ran.why, code: ran !== value };
      props[`${SPREAD_PREFIX}${spreads++}`] = ran.value;
      continue;
    }
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      const expression = getProgramExpression(attr.value.data?.estree as Program | undefined);
      const static_ = expression ? evaluateStatic(expression, scope) : { ok: false as const, why: 'an empty expression' };
      // Not static, or holding an imported value below its top level (`items={[{ icon: Lamp }]}`,
      // which the page's islands resolve only as a whole prop): with `code`, the expression runs
      // as written (see code-module.ts).
      const asCode = !static_.ok || holdsNestedImport(static_.value);
      const value = asCode && expression && code ? code(attr.value.value, expression) : static_;
      if (!value.ok) return { ok: false, attribute: attr.name, source: `${attr.name}={${clip(attr.value.value)}}`, why: value.why, code: value !== static_ };
      else props[attr.name] = value.value;
    }
  }
  return { ok: true, props };
}

/** True when an imported value sits inside an array or object of `value` (not when `value` is one). */
function holdsNestedImport(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || isImportRef(value)) return false;
  const inner = Array.isArray(value) ? value : Object.values(value);
  return inner.some((v) => isImportRef(v) || holdsNestedImport(v));
}

/** A problem with one HTML attribute value. */
export interface AttributeProblem { attribute: string; why: string }

const REACT_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * Props of a lowercase JSX element → HTML attribute names and string/boolean values, as React
 * writes them. `resolveAsset` turns an imported image into its URL.
 */
export function toHtmlAttributes(props: Record<string, unknown>, opts: { inSvg: boolean; resolveAsset: (spec: string) => string }):
  { attributes: Record<string, string | true>; innerHtml: string | null } | { problem: AttributeProblem } {
  const attributes: Record<string, string | true> = {};
  let innerHtml: string | null = null;
  for (const [key, raw] of Object.entries(props)) {
    if (key === 'key' || key === 'ref' || key === 'children') continue;
    if (key === 'dangerouslySetInnerHTML') {
      const inner = (raw as { __html?: unknown } | null)?.__html;
      if (typeof inner !== 'string') return { problem: { attribute: key, why: 'it must be { __html: "…" } with a string' } };
      innerHtml = inner;
      continue;
    }
    const name = REACT_NAMES[key] ?? find(opts.inSvg ? svg : html, key).attribute;
    const stringly = /^(aria|data)-/.test(name);
    const value = isAssetRef(raw) ? opts.resolveAsset(raw.spec) : raw;
    if (value === null || value === undefined) continue;
    if (isImportRef(value)) {
      return { problem: { attribute: key, why: `a value imported from a module (${value[IMPORT_REF].replace(/^import:.*[\\/]/, '')}), which only a component can take` } };
    }
    if (key === 'style' && typeof value === 'object') {
      const css = styleToCss(value as Record<string, unknown>);
      if (css === null) return { problem: { attribute: key, why: 'each style value must be a string or a number' } };
      if (css) attributes.style = css;
    } else if (typeof value === 'boolean') {
      if (stringly) attributes[name] = String(value);
      else if (value) attributes[name] = true;
    } else if (typeof value === 'string' || typeof value === 'number') {
      if (URL_ATTRIBUTES.has(name.toLowerCase()) && isScriptUrl(String(value))) continue;
      if (isEventHandlerName(key)) continue;
      attributes[name] = String(value);
    } else {
      return { problem: { attribute: key, why: `an HTML attribute takes a string, number or boolean, not ${Array.isArray(value) ? 'an array' : 'an object'}` } };
    }
  }
  return { attributes, innerHtml };
}

/** Props as JSON for a marker: imported images become their URLs; undefined values are dropped. */
export function toMarkerProps(props: Record<string, unknown>, resolveAsset: (spec: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || key === 'key' || key === 'ref') continue;
    out[key] = mapAssets(value, resolveAsset);
  }
  return out;
}

function mapAssets(value: unknown, resolveAsset: (spec: string) => string): unknown {
  if (isAssetRef(value)) return resolveAsset(value.spec);
  if (Array.isArray(value)) return value.map((v) => mapAssets(v, resolveAsset));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapAssets(v, resolveAsset)]));
  }
  return value;
}
