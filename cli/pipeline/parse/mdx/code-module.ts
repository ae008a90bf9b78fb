/**
 * An MDX file's own code module (`<file>?esm`, made by cli/bundle/mdx-modules.ts): its
 * import/export blocks, where the components it defines live for the bundles. Small and free
 * of the MDX toolchain, as the build's start-up imports it.
 *
 * An HTML element written in MDX with a function for an attribute (`<button onClick={() =>
 * alert('hi')}>Click me!</button>`, as in Docusaurus' own tutorial pages) cannot be static
 * HTML: it becomes a small component of that module and hydrates as an island. Both sides
 * derive the component from the element the same way, so its name (a hash of its source)
 * matches without positions. Only elements whose content is plain text qualify; anything
 * richer stays an error.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { contentHash } from '../../../content-hash.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The suffix that names a file's code module in marker names and bundle imports. */
export const MDX_ESM_SUFFIX = '?esm';

const isFunction = (program: unknown): boolean => {
  const first = (program as Program | undefined)?.body?.[0];
  return first?.type === 'ExpressionStatement' && (first.expression.type === 'ArrowFunctionExpression' || first.expression.type === 'FunctionExpression');
};

/** Plain text of the element's content, or null when it holds more than text. */
function plainText(node: { children?: unknown[] }): string | null {
  let text = '';
  for (const child of (node.children ?? []) as { type: string; value?: string; children?: unknown[] }[]) {
    if (child.type === 'text') text += child.value ?? '';
    else if (child.type === 'paragraph') {
      const inner = plainText(child);
      if (inner === null) return null;
      text += inner;
    } else return null;
  }
  return text;
}

/** The element as a component of the file's code module: its export name and source; null when it does not qualify. */
export function inlineComponent(node: JsxElement): { name: string; source: string } | null {
  if (!node.name || !/^[a-z][\w-]*$/.test(node.name)) return null;
  if (!node.attributes.some((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'object' && a.value !== null && isFunction(a.value.data?.estree))) return null;
  const text = plainText(node);
  if (text === null) return null;
  const attributes = node.attributes.map((a) => {
    if (a.type === 'mdxJsxExpressionAttribute') return `{${a.value}}`;
    if (a.value === null || a.value === undefined) return a.name;
    return typeof a.value === 'string' ? `${a.name}=${JSON.stringify(a.value)}` : `${a.name}={${a.value.value}}`;
  });
  const source = `<${node.name} ${attributes.join(' ')}>{${JSON.stringify(text.trim())}}</${node.name}>`;
  return { name: `OpdocsInline_${contentHash(source)}`, source };
}
