/**
 * The texts a site's own code gives to `@docusaurus/Translate`: `<Translate id description>text</Translate>`
 * and `translate({ id, message, description })`, found by reading the code (never running it), as
 * Docusaurus' write-translations does. Only literal texts can be found; a call built from
 * variables is reported where it stands, since its text cannot be known before the page runs.
 */
import { readFileSync } from 'node:fs';
import { Parser, type Node } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from 'esbuild';
import { OpdocsError, type OpdocsErrorInit, type OpdocsWarning } from '../errors.js';
import type { TranslationEntry } from './translation-file.js';
import { setOwn } from '../own-keys.js';

const JsxParser = Parser.extend(jsx());
const MODULE = '@docusaurus/Translate';

type AnyNode = Node & Record<string, unknown>;

/** A string the code spells out: a literal, or a template without `${}`. */
function literal(node: AnyNode | undefined | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return ((node.quasis as AnyNode[])[0].value as { cooked: string }).cooked;
  if (node.type === 'JSXExpressionContainer') return literal(node.expression as AnyNode);
  return undefined;
}

function walk(node: unknown, visit: (n: AnyNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as AnyNode;
  if (typeof n.type !== 'string') return;
  visit(n);
  for (const key in n) if (key !== 'loc' && key !== 'start' && key !== 'end') walk(n[key], visit);
}

/** JavaScript the parser reads: TypeScript loses its types (JSX kept), other files stay as they are. */
function readable(file: string, code: string): { js: string; exactLines: boolean } {
  if (!/\.tsx?$/.test(file)) return { js: code, exactLines: true };
  const out = transformSync(code, { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'preserve', format: 'esm', target: 'esnext' });
  return { js: out.code, exactLines: false };
}

const warn = (init: OpdocsErrorInit): OpdocsWarning => ({ error: new OpdocsError(init), level: 'warn' });

export interface SiteCodeTexts {
  entries: Record<string, TranslationEntry>;
  warnings: OpdocsWarning[];
}

/** The texts of one file of the site's code. */
export function siteCodeTexts(file: string, code = readFileSync(file, 'utf8')): SiteCodeTexts {
  const entries: Record<string, TranslationEntry> = {};
  const warnings: OpdocsWarning[] = [];
  if (!code.includes(MODULE)) return { entries, warnings };
  let js: string;
  let exactLines: boolean;
  let ast: AnyNode;
  try {
    ({ js, exactLines } = readable(file, code));
    ast = JsxParser.parse(js, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true }) as unknown as AnyNode;
  } catch (err) {
    const at = (err as { loc?: { line: number; column: number } }).loc;
    warnings.push(warn({ file, ...(at ? { line: at.line, column: at.column + 1 } : {}), message: `could not read this file for translatable texts: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, hint: 'its <Translate> and translate() texts are left out of code.json; fix the syntax, or add them by hand' }));
    return { entries, warnings };
  }
  // The names this file gives the module's default export (the component) and `translate`.
  const components = new Set<string>();
  const functions = new Set<string>();
  walk(ast.body, (n) => {
    if (n.type !== 'ImportDeclaration' || (n.source as AnyNode).value !== MODULE) return;
    for (const s of n.specifiers as AnyNode[]) {
      const local = (s.local as AnyNode).name as string;
      if (s.type === 'ImportDefaultSpecifier') components.add(local);
      else if (s.type === 'ImportSpecifier' && ((s.imported as AnyNode).name ?? (s.imported as AnyNode).value) === 'translate') functions.add(local);
    }
  });
  const where = (n: AnyNode) => ({ file, ...(exactLines ? { line: (n.loc as { start: { line: number } }).start.line, column: (n.loc as { start: { column: number } }).start.column + 1 } : {}) });
  const add = (n: AnyNode, id: string | undefined, message: string | undefined, description: string | undefined, what: string) => {
    if (message === undefined && id === undefined) {
      warnings.push(warn({ ...where(n), message: `${what} has no literal text or id, so it cannot go into code.json`, hint: 'give it a literal id="…" (and a literal message), or translate it another way' }));
      return;
    }
    setOwn(entries, id ?? message!, { message: message ?? id!, ...(description ? { description } : {}) });
  };
  walk(ast.body, (n) => {
    if (n.type === 'JSXElement') {
      const opening = n.openingElement as AnyNode;
      const name = (opening.name as AnyNode).name;
      if (typeof name !== 'string' || !components.has(name)) return;
      const attr = (key: string) => literal(((opening.attributes as AnyNode[]).find((a) => a.type === 'JSXAttribute' && (a.name as AnyNode).name === key)?.value) as AnyNode | undefined);
      const children = (n.children as AnyNode[]).filter((c) => !(c.type === 'JSXText' && !String(c.value).trim()));
      const text = children.length === 0 ? undefined
        : children.length === 1 ? (children[0].type === 'JSXText' ? String(children[0].value).trim().replace(/\s+/g, ' ') : literal(children[0])) : undefined;
      if (children.length > 0 && text === undefined) {
        warnings.push(warn({ ...where(n), message: `<${name}> holds something other than one literal text, so its message cannot go into code.json`, hint: 'keep the text literal and pass the changing parts as values={{…}} with {placeholders}' }));
        return;
      }
      add(n, attr('id'), text, attr('description'), `<${name}>`);
    } else if (n.type === 'CallExpression' && (n.callee as AnyNode).type === 'Identifier' && functions.has((n.callee as AnyNode).name as string)) {
      const arg = (n.arguments as AnyNode[])[0];
      if (!arg || arg.type !== 'ObjectExpression') {
        add(n, undefined, undefined, undefined, 'translate()');
        return;
      }
      const prop = (key: string) => literal(((arg.properties as AnyNode[]).find((p) => p.type === 'Property' && (((p.key as AnyNode).name ?? (p.key as AnyNode).value) === key))?.value) as AnyNode | undefined);
      add(n, prop('id'), prop('message'), prop('description'), 'translate()');
    }
  });
  return { entries, warnings };
}
