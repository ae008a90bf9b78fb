/**
 * The fast parser against the reference: for each construct, markdown-it's mdast must equal
 * the tree micromark + GFM build (positions aside; references resolved, as markdown-it does).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Definition, Nodes } from 'mdast';
import { markdownItToMdast } from '../../../../../cli/pipeline/parse/markdown-it-mdast';

const CASES: Record<string, string> = {
  'headings and emphasis': '# Title *one*\n\nSome **bold** and _em_ and `code`.\n\n## Next {#custom}\n',
  'soft and hard breaks': 'one\ntwo  \nthree\\\nfour\n',
  'tight and loose lists': '- a\n- b\n\n1. x\n\n2. y\n\n3) z\n',
  'nested lists with code': '1. Step\n\n   ```sh\n   helm install x\n   ```\n\n   - inner\n   - more\n',
  'ordered list start': '7. seven\n8. eight\n',
  'block quote and rule': '> quoted\n> text\n\n---\n\n***\n',
  'fenced code with meta': '```yaml title="values.yaml" {2}\na: 1\nb: 2\n```\n\n~~~\nplain\n~~~\n',
  'indented code': 'para\n\n    indented\n    code\n',
  'links, images, references': '[a](/x "T") ![alt *b*](i.png) <https://auto.example/p> [r][ref] [ref]\n\n[ref]: /r "RT"\n',
  'raw html block and inline': '<div class="box">\n\n**md**\n\n</div>\n\nText <kbd>Ctrl</kbd> and <br/>.\n',
  'entities and escapes': '&copy; &amp; \\* \\_ &#35;\n',
  'GFM table with alignment': '| a | b | c |\n|:--|:-:|--:|\n| 1 | `2` | **3** |\n| x |\n',
  'GFM strikethrough and task list': '~~gone~~\n\n- [ ] todo\n- [x] done\n',
  'GFM strikethrough with one or two tildes': '~one~ and ~~two~~, ~~~three~~~, ~mixed~~ and a~b~c.\n\n~*em* in~ and [~in link~](/x).\n',
  'GFM literal autolinks': 'See https://example.com/a, www.example.org and mail@example.com.\n',
  'GFM literal autolinks in emphasis': '_http://localhost:3000_ is the address.\n\nWrite to **ops@example.com**.\n',
  'an @name and link targets are no autolinks': 'Changes by @someone: see [the docs](https://example.com/docs).\n',
  'GFM footnotes': 'Text[^a] and again[^b].\n\n[^a]: First note.\n[^b]: Second.\n',
};

/** Drops positions and definitions, resolves references, merges adjacent text. */
function normalise(tree: Nodes): unknown {
  const definitions = new Map<string, Definition>();
  const collect = (node: Nodes) => {
    if (node.type === 'definition') definitions.set(node.identifier.toLowerCase(), node);
    if ('children' in node) node.children.forEach(collect);
  };
  collect(tree);
  const walk = (node: Nodes): unknown => {
    const { position: _p, ...rest } = node as Nodes & Record<string, unknown>;
    let out: Record<string, unknown> = rest;
    if (node.type === 'linkReference') {
      const d = definitions.get(node.identifier.toLowerCase())!;
      out = { type: 'link', url: d.url, title: d.title ?? null, children: node.children };
    }
    if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') out = { ...out, identifier: node.identifier.toLowerCase() };
    if (node.type === 'link' || node.type === 'image') out = { ...out, title: node.title ?? null };
    // Loose is a property of the whole list for the renderer: the list's or any item's flag.
    if (node.type === 'list') out = { ...out, spread: Boolean(node.spread) || node.children.some((c) => c.spread) };
    if (node.type === 'listItem') out = { ...out, spread: undefined };
    // A short row: markdown-it pads it with empty cells, the renderer pads micromark's alike.
    if (node.type === 'tableRow') {
      const cells = [...node.children];
      while (cells.length > 0 && cells[cells.length - 1].children.length === 0) cells.pop();
      out = { ...out, children: cells };
    }
    const children = (out.children as Nodes[] | undefined)
      ?.filter((c) => c.type !== 'definition')
      .reduce<Nodes[]>((all, c) => {
        const last = all[all.length - 1];
        if (c.type === 'text' && last?.type === 'text') all[all.length - 1] = { ...last, value: last.value + c.value };
        else all.push(c);
        return all;
      }, []);
    return children ? { ...out, children: children.map(walk) } : out;
  };
  return walk(tree);
}

for (const [name, source] of Object.entries(CASES)) {
  test(`same tree as micromark: ${name}`, () => {
    const reference = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    assert.equal(normalise(markdownItToMdast(source)), normalise(reference));
  });
}

test('a bare file name is not a link (GFM links www. hosts and URLs with a scheme only)', () => {
  const tree = markdownItToMdast('Edit config.yaml or www.example.org.\n');
  const para = tree.children[0];
  assert.is(para.type, 'paragraph');
  const kinds = para.type === 'paragraph' ? para.children.map((c) => c.type) : [];
  assert.equal(kinds, ['text', 'link', 'text']);
});

test('blocks carry their lines: a heading on line 3 ends on line 3', () => {
  const tree = markdownItToMdast('intro\n\n## Head\n\nbody\n');
  const heading = tree.children[1];
  assert.is(heading.position?.start.line, 3);
  assert.is(heading.position?.end.line, 3);
});

test.run();
