/**
 * `<Head>` in an MDX body (`@docusaurus/Head`): its static children become the page's head
 * entries (title, meta, link, html className) and JSON-LD blocks (head-json-ld.ts); anything
 * else is reported at its line.
 */
import type { Nodes, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { headEntryOf, type HeadEntry } from '../../../../theme/compat/head-data';
import { evaluateProps } from './jsx-props';
import type { MdxScope } from './scope-types';
import { isJsonLdScript, readJsonLd } from './head-json-ld';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Head tags Docusaurus writes from <Head> that opdocs does not (a `<script>` other than JSON-LD):
 * the page builds without them, with a warning, as the site's Docusaurus build would succeed.
 */
const UNWRITTEN_HEAD_TAGS = new Set(['script', 'style', 'noscript', 'base']);

const JSON_LD_HINT = 'write the block as {JSON.stringify({ "@context": "https://schema.org", … })} of literal values, or as a string of valid JSON';

// The text of a <title>: its text and inline code, as written.
const textOf = (node: Nodes): string => ('value' in node && typeof node.value === 'string' && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression' ? node.value : 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '');

/**
 * Reads <Head>'s children into `entries`, and each JSON-LD block's value into `jsonLd`; `hint`
 * goes with an attribute that is not static.
 */
export function readHeadEntries(node: JsxElement, entries: HeadEntry[], scopeOf: (node: Nodes) => MdxScope, report: (node: Nodes, message: string, hint: string, unchecked?: boolean) => void, hint: string, jsonLd: unknown[]): void {
  const visit = (children: RootContent[]) => {
    for (const child of children) {
      if (child.type === 'paragraph') visit(child.children as RootContent[]);
      if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
      if (isJsonLdScript(child)) {
        const read = readJsonLd(child, scopeOf);
        if (read.ok) jsonLd.push(read.value);
        else report(read.node, `MDX: the JSON-LD <script type="application/ld+json"> in <Head> ${read.why}`, JSON_LD_HINT);
        continue;
      }
      if (child.name && UNWRITTEN_HEAD_TAGS.has(child.name)) {
        report(child as unknown as Nodes, `MDX: <${child.name}> in <Head> is left out of the page: opdocs writes <title>, <meta>, <link> and <html className> from <Head>`,
          `for every page, put the tag in the config's headTags; otherwise remove it from <Head>`, true);
        continue;
      }
      const props = evaluateProps(child.attributes, scopeOf(child as unknown as Nodes));
      if (!props.ok) {
        report(child as unknown as Nodes, `MDX: the attribute ${props.source} of <${child.name}> in <Head> cannot be evaluated at build time: it uses ${props.why}`, hint);
        continue;
      }
      const entry = child.name ? headEntryOf(child.name, props.props, () => textOf(child as unknown as Nodes)) : null;
      if (entry) entries.push(entry);
      else report(child as unknown as Nodes, `MDX: <${child.name ?? 'fragment'}> in <Head> is not a head tag opdocs writes`, 'use <title>, <meta name|property content>, <link> or <html className> inside <Head>');
    }
  };
  visit(node.children as RootContent[]);
}
