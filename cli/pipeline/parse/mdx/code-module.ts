/**
 * An MDX file's own code module (`<file>?esm`, made by cli/bundle/mdx-modules.ts): its
 * import/export blocks, where the components it defines live for the bundles, and the MDX it
 * holds as code. Small and free of the MDX toolchain, as the build's start-up imports it.
 *
 * MDX written as code: an attribute (`label={<b>New</b>}`, `y={(x) => x * x}`, `onClick={() =>
 * alert('hi')}`) or a `{…}` in the body (`{items.map((i) => <li>{i}</li>)}`) that cannot be
 * evaluated at build time runs as a function of this module, named by a hash of its source,
 * so the page's parse and the module agree without positions. Called with no arguments it
 * gives the attribute's value; as a component it renders the value.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Expression, Program } from 'estree';
import { contentHash } from '../../../content-hash.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The suffix that names a file's code module in marker names and bundle imports. */
export const MDX_ESM_SUFFIX = '?esm';

/** The export of the expression `source`. */
export function codeExportName(source: string): string {
  return `OpdocsCode_${contentHash(source)}`;
}

/** Where the site's global MDX components are, in a code module that uses them. */
export const MDX_GLOBALS = '__opdocsMdxComponents';

// The argument of a code function: React props, or the CODE_REF object it was named by.
const GIVEN = '__opdocsGiven';

/**
 * The module's export for the expression `source`: a function, so nothing runs until it is
 * used. `globals` are the site's global MDX components it names, taken from MDX_GLOBALS.
 */
export function codeExport(source: string, globals: string[] = [], readsProps = false): string {
  const name = codeExportName(source);
  if (globals.length === 0 && !readsProps) return `export const ${name} = () => (${source}\n);`;
  const lines = [
    ...(globals.length ? [`const { ${globals.join(', ')} } = ${MDX_GLOBALS};`] : []),
    // It runs as a component below the file's content (or in one's render): the caller's props
    // are there, or in what it is called with when it is a partial's code put in a page.
    ...(readsProps ? [`const props = ${MDX_PROPS}(${GIVEN});`] : []),
  ];
  // One line before the source, so the source keeps the lines it has in the file (code-module-source.ts).
  return `export const ${name} = (${readsProps ? GIVEN : ''}) => { ${lines.join(' ')} return (${source}\n); };`;
}

/** The hook that gives a code module's functions the props of the MDX file's caller (runtime/islands/mdx-props.ts). */
export const MDX_PROPS = '__opdocsMdxProps';

const functionIn = (program: unknown): Expression | null => {
  const first = (program as Program | undefined)?.body?.[0];
  return first?.type === 'ExpressionStatement' && (first.expression.type === 'ArrowFunctionExpression' || first.expression.type === 'FunctionExpression') ? first.expression : null;
};

/**
 * The source of a function given as an element's only child (`<BrowserOnly>{() => <Chart />}</BrowserOnly>`):
 * it is the component's `children` prop, not content to render.
 */
export function functionChild(node: JsxElement): { source: string; expression: Expression } | null {
  const children = (node.children as { type: string; value?: string; data?: { estree?: unknown }; children?: unknown[] }[])
    .filter((c) => !(c.type === 'text' && !c.value?.trim()));
  const only = children.length === 1 && children[0].type === 'paragraph' && children[0].children?.length === 1
    ? (children[0].children[0] as typeof children[number]) : children[0];
  if (children.length !== 1 || !only || (only.type !== 'mdxFlowExpression' && only.type !== 'mdxTextExpression')) return null;
  const expression = functionIn(only.data?.estree);
  return expression ? { source: only.value ?? '', expression } : null;
}
