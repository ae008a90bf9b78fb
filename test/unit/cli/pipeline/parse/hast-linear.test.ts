import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Nodes, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { footnoteReferenceOnce, listItemOnce, tableRowOnce } from '../../../../../cli/pipeline/parse/hast-linear';
import { markdownItToMdast } from '../../../../../cli/pipeline/parse/markdown-it-mdast';
import { toHtml } from '../../../../../cli/pipeline/parse/hast-html';

const test = suite('linear list item, table row and footnote handlers');
const handlers = { listItem: listItemOnce, tableRow: tableRowOnce, footnoteReference: footnoteReferenceOnce };
const render = (tree: Root, own: boolean) => toHtml(toHast(tree, own ? { handlers } : {}) as never);

test('write the markup of mdast-util-to-hast\'s own handlers', () => {
  const sources = [
    '- tight\n- list\n  - nested\n\n1. loose\n\n2. list\n\n- [ ] task\n- [x] done\n',
    '- one item spread\n\n  over two paragraphs\n- second\n',
    '| a | b |\n|:--|--:|\n| 1 | 2 |\n| 3 |\n',
    'Text[^a], again[^a], and[^b].\n\n[^a]: Note A.\n[^b]: Note B.\n',
  ];
  for (const source of sources) {
    assert.is(render(markdownItToMdast(source), true), render(markdownItToMdast(source), false), source);
  }
});

/** Counts reads of the items of every list and the rows of every table in `tree`. */
function countSiblingReads(tree: Root): () => number {
  let reads = 0;
  const visit = (node: Nodes) => {
    if (!('children' in node)) return;
    node.children.forEach((child) => visit(child as Nodes));
    if (node.type === 'list' || node.type === 'table') {
      node.children = new Proxy(node.children, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver);
        },
      }) as never;
    }
  };
  visit(tree);
  return () => reads;
}

test('look at each list item and table row a bounded number of times', () => {
  const n = 3000;
  const list = Array.from({ length: n }, (_, i) => `- item ${i}`).join('\n');
  const table = `| a | b |\n| - | - |\n${Array.from({ length: n }, (_, i) => `| ${i} | x |`).join('\n')}`;
  const tree = markdownItToMdast(`${list}\n\n${table}\n`);
  const reads = countSiblingReads(tree);
  const html = render(tree, true);
  assert.ok(reads() <= 10 * 2 * n, `${reads()} reads for ${2 * n} items and rows`);
  assert.match(html, `<li>item ${n - 1}</li>`);
  assert.match(html, `<td>${n - 1}</td>`);
  assert.is(html.split('<th>').length - 1, 2);
});

test('find a footnote\'s number without searching the earlier ones', () => {
  const n = 3000;
  const source = `${Array.from({ length: n }, (_, i) => `T[^${i}] T[^${i}]`).join('\n\n')}\n\n${Array.from({ length: n }, (_, i) => `[^${i}]: n${i}`).join('\n')}\n`;
  const tree = markdownItToMdast(source);
  // Array.prototype.indexOf is how the default handler searches: count the items it compares.
  const original = Array.prototype.indexOf;
  let compared = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    compared += this.length;
    return original.apply(this, args);
  };
  let html: string;
  try {
    html = render(tree, true);
  } finally {
    Array.prototype.indexOf = original;
  }
  assert.ok(compared < 100 * n, `${compared} items compared`);
  assert.match(html, `href="#user-content-fn-${n - 1}" id="user-content-fnref-${n - 1}-2"`);
  assert.match(html, `>${n}</a></sup>`);
});

test.run();
