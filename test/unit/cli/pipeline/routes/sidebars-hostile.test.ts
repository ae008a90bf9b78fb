/** Malformed sidebars: wrong item shapes, a file that throws or exports a Promise, broken JSON. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { OpdocsError } from '../../../../../cli/errors';
import { readSidebarsFile } from '../../../../../cli/pipeline/routes/sidebars-file';
import { resolveSidebarItems } from '../../../../../cli/pipeline/routes/sidebars-resolve';
import type { LoadedDoc } from '../../../../../cli/pipeline/routes/docs';
import { writeSiteFiles } from '../../../../helpers/site-files';

const SidebarsHostile = suite('hostile sidebars');

async function readIn(name: string, text: string): Promise<{ value: unknown } | OpdocsError> {
  const dir = writeSiteFiles('opdocs-sidebars-hostile-', { [name]: text });
  return readSidebarsFile(join(dir, name), join(dir, 'node_modules', '.cache', 'opdocs'));
}

const doc = (id: string) => ({ id, permalink: `/docs/${id}`, title: id, unlisted: false, sourceDir: '', dir: '', frontMatter: {} }) as unknown as LoadedDoc;

function problemsOf(value: unknown, text: string): [number | undefined, number | undefined, string, string | undefined][] {
  const { errors } = resolveSidebarItems({
    id: 'main', value, docs: [doc('intro')], categories: new Map(), options: { collapsed: true, collapsible: true }, versionPath: '/docs',
    slugify: (l) => l.toLowerCase(), file: '/site/sidebars.json', text,
  });
  return errors.map((e) => [e.line, e.column, e.message, e.hint]);
}

SidebarsHostile('items that are not doc ids or item objects are reported, not dropped in silence', () => {
  const text = '{\n  "main": ["intro", 42, null, {"type": "doc"}, {"type": "link", "label": "x"}]\n}';
  assert.equal(problemsOf(['intro', 42, null, { type: 'doc' }, { type: 'link', label: 'x' }], text), [
    [2, 4, 'sidebar "main": an item is 42, not a doc id or an item object', "write a doc id such as 'intro', or an object such as { type: 'doc', id: 'intro' }"],
    [2, 4, 'sidebar "main": an item is null, not a doc id or an item object', "write a doc id such as 'intro', or an object such as { type: 'doc', id: 'intro' }"],
    [2, 4, 'sidebar "main": a doc item has no id', "e.g. { type: 'doc', id: 'intro' }"],
    [2, 4, 'sidebar "main": a link item has no href', "e.g. { type: 'link', label: 'GitHub', href: 'https://github.com/' }"],
  ]);
});

SidebarsHostile('a category label that is not text, and items that are not a list, are errors at the category', () => {
  const text = '{\n  "main": [\n    {"type": "category", "label": 5, "items": ["intro"]},\n    {"type": "category", "label": "Guides", "items": "intro"}\n  ]\n}';
  assert.equal(problemsOf([{ type: 'category', label: 5, items: ['intro'] }, { type: 'category', label: 'Guides', items: 'intro' }], text), [
    [2, 4, 'sidebar "main": a category has the label 5, not a text', "give every category a label, e.g. { type: 'category', label: 'Guides', items: ['intro'] }"],
    [4, 36, 'sidebar "main": category "Guides": items must be a list, got "intro"', "e.g. items: ['intro', 'guides/setup']"],
  ]);
});

SidebarsHostile('a sidebars.json syntax error names the line and column', async () => {
  const result = await readIn('sidebars.json', '{\n  "main": ["intro",]\n}\n');
  assert.instance(result, OpdocsError);
  const error = result as OpdocsError;
  assert.equal([error.line, error.column, error.message], [2, 19, 'sidebars file: invalid JSON: trailing comma']);
});

SidebarsHostile('a CommonJS sidebars.js that throws on line 1 is located at the throw, not past the wrapper opdocs adds', async () => {
  const result = await readIn('sidebars.js', 'module.exports = (() => { throw new Error("boom") })();\n');
  assert.instance(result, OpdocsError);
  const error = result as OpdocsError;
  assert.equal([error.line, error.column, error.message], [1, 33, 'sidebars file threw while loading: boom']);
});

SidebarsHostile('a sidebars.js that exports a Promise gives the sidebars it resolves to', async () => {
  const result = await readIn('sidebars.js', 'module.exports = Promise.resolve({ main: ["intro"] });\n');
  assert.not.instance(result, OpdocsError);
  assert.equal((result as { value: unknown }).value, { main: ['intro'] });
});

SidebarsHostile.run();
