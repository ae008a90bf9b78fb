/**
 * Names that MDX written as code (code-module.ts) may use, and the first one it uses that is
 * defined nowhere: a typo there is a build error at its line, as a static expression's is,
 * rather than a ReferenceError when the page renders.
 */
import type { Node as EstreeNode, Program } from 'estree';

/** Globals of the browser that Node lacks; code may use them in functions that run there. */
const BROWSER_GLOBALS = new Set([
  'window', 'document', 'navigator', 'location', 'history', 'screen', 'localStorage', 'sessionStorage',
  'alert', 'confirm', 'prompt', 'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle', 'matchMedia',
  'innerWidth', 'innerHeight', 'scrollX', 'scrollY', 'Image', 'HTMLElement', 'Element', 'Node', 'IntersectionObserver',
  'ResizeObserver', 'MutationObserver', 'KeyboardEvent', 'MouseEvent',
]);

/**
 * Names the file's code module defines: its imports (but raw text, which it leaves out) and
 * exports. Of an MDX file it imports, the partial itself is there when code uses it
 * (code-module-source.ts), and what it exports by name (from its code module).
 */
export function moduleNames(programs: Program[]): Set<string> {
  const names = new Set<string>();
  for (const program of programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const spec = String(statement.source.value);
        const kept = /raw-loader!/.test(spec) ? [] : /\.mdx?$/.test(spec) ? statement.specifiers.filter((s) => s.type !== 'ImportNamespaceSpecifier') : statement.specifiers;
        for (const s of kept) names.add(s.local.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const decl = statement.declaration;
        if (decl.type === 'VariableDeclaration') for (const d of decl.declarations) declared(d.id, names);
        else if (decl.id) names.add(decl.id.name);
      }
    }
  }
  return names;
}

type Walkable = EstreeNode & Record<string, unknown>;
const isNode = (v: unknown): v is Walkable => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

/** Adds the names a binding pattern declares. */
function declared(pattern: EstreeNode | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.add(pattern.name);
  else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties) declared(p.type === 'RestElement' ? p.argument : p.value, into);
  else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements) declared(p, into);
  else if (pattern.type === 'RestElement') declared(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') declared(pattern.left, into);
}

/** Every name the expression declares itself (parameters, variables, functions), wherever it is. */
function ownNames(node: Walkable, into: Set<string>): void {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') {
    for (const p of node.params) declared(p, into);
    const id = node.id as { name: string } | null | undefined;
    if (id) into.add(id.name);
  } else if (node.type === 'VariableDeclarator') declared(node.id, into);
  else if (node.type === 'CatchClause') declared(node.param, into);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) ownNames(child, into);
  }
}

/** The names the expression reads (JSX components included), in source order. */
function readNames(node: Walkable, into: string[]): void {
  switch (node.type as string) {
    case 'Identifier':
      into.push((node as { name: string }).name);
      return;
    case 'MemberExpression':
      readNames(node.object as Walkable, into);
      if (node.computed) readNames(node.property as Walkable, into);
      return;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      if (node.computed) readNames(node.key as Walkable, into);
      if (isNode(node.value)) readNames(node.value, into);
      return;
    case 'JSXIdentifier': {
      const name = (node as unknown as { name: string }).name;
      if (/^[A-Z_$]/.test(name)) into.push(name);
      return;
    }
    case 'JSXMemberExpression':
      readNames((node as unknown as { object: Walkable }).object, into);
      return;
    case 'JSXAttribute':
      if (isNode(node.value)) readNames(node.value, into);
      return;
    case 'JSXClosingElement':
    case 'MetaProperty':
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) readNames(child, into);
  }
}

/** The names `expression` reads that neither it, `known` (the file's module) nor the JavaScript runtime defines, each once, in source order. */
export function unknownNames(expression: EstreeNode, known: Set<string>): string[] {
  const own = new Set<string>();
  ownNames(expression as Walkable, own);
  const read: string[] = [];
  readNames(expression as Walkable, read);
  return [...new Set(read.filter((name) => !own.has(name) && !known.has(name) && !BROWSER_GLOBALS.has(name) && !(name in globalThis) && name !== 'undefined' && name !== 'arguments'))];
}

/** The first of {@link unknownNames} that is not one of the site's global MDX components; null when there is none. */
export function firstUnknownName(expression: EstreeNode, known: Set<string>, isGlobal: (name: string) => boolean = () => false): string | null {
  return unknownNames(expression, known).find((name) => !isGlobal(name)) ?? null;
}

/** Whether `name` is one of the site's global MDX components (`names` null: not known, so any capitalised name). */
export const isSiteGlobal = (names: string[] | null | undefined, name: string): boolean => (names === undefined ? false : names === null ? /^[A-Z]/.test(name) : names.includes(name));
