/** Malformed sidebars: wrong item shapes, a file that throws or exports a Promise, broken JSON. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { OpdocsError } from '../../../../../cli/errors';
import { readSidebarsFile } from '../../../../../cli/pipeline/routes/sidebars-file';
import { resolveSidebarItems } from '../../../../../cli/pipeline/routes/sidebars-resolve';
import type { LoadedDoc } from '../../../../../cli/pipeline/routes/docs';
import { writeSiteFiles } from '../../../../helpers/site-files';
import { loadConfig } from '../../../../../cli/config/load-config';
import { applySeverities, loadSite } from '../../../../../cli/pipeline/site';

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

SidebarsHostile('a link item with a javascript: href is a warning at the href that the page keeps building', () => {
  const text = '{\n  "main": ["intro", {"type": "link", "label": "Run", "href": " JavaScript:alert(1)"}]\n}';
  const { errors } = resolveSidebarItems({
    id: 'main', value: ['intro', { type: 'link', label: 'Run', href: ' JavaScript:alert(1)' }], docs: [doc('intro')], categories: new Map(),
    options: { collapsed: true, collapsible: true }, versionPath: '/docs', slugify: (l) => l.toLowerCase(), file: '/site/sidebars.json', text,
  });
  assert.equal(errors.map((e) => [e.line, e.column, e.message, e.kind, e.unchecked]), [
    [2, 63, 'sidebar "main": the link "Run" has a javascript: URL, which React does not render: the link does nothing', 'onBrokenLinks', true],
  ]);
  assert.equal(applySeverities(errors, { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'warn', onDuplicateRoutes: 'warn' }).fatal, []);
});

SidebarsHostile('a link item with a vbscript: href is named for its own scheme, which React lets through but no browser runs', () => {
  const text = '{\n  "main": ["intro", {"type": "link", "label": "VB", "href": "VBScript:x"}]\n}';
  const { errors } = resolveSidebarItems({
    id: 'main', value: ['intro', { type: 'link', label: 'VB', href: 'VBScript:x' }], docs: [doc('intro')], categories: new Map(),
    options: { collapsed: true, collapsible: true }, versionPath: '/docs', slugify: (l) => l.toLowerCase(), file: '/site/sidebars.json', text,
  });
  assert.equal(errors.map((e) => e.message), ['sidebar "main": the link "VB" has a vbscript: URL, which no current browser runs: the link does nothing']);
});

SidebarsHostile('customProps JSON cannot carry (a BigInt, an object containing itself) are errors at their own customProps, not a crash', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const text = "module.exports = { main: [\n  { type: 'doc', id: 'intro', customProps: { n: 10n } },\n  { type: 'link', label: 'L', href: '/x', customProps: cyclic },\n  { type: 'link', label: 'M', href: '/y', customProps: { ok: true } },\n] };";
  const value = [{ type: 'doc', id: 'intro', customProps: { n: 10n } }, { type: 'link', label: 'L', href: '/x', customProps: cyclic }, { type: 'link', label: 'M', href: '/y', customProps: { ok: true } }];
  const { sidebar, errors } = resolveSidebarItems({
    id: 'main', value, docs: [doc('intro')], categories: new Map(), options: { collapsed: true, collapsible: true }, versionPath: '/docs',
    slugify: (l) => l.toLowerCase(), file: '/site/sidebars.js', text,
  });
  assert.equal(errors.map((e) => [e.line, e.column, e.message]), [
    [2, 31, 'sidebar "main": customProps hold a BigInt (a number written with "n"), which JSON cannot carry'],
    [3, 43, 'sidebar "main": customProps contain themselves (an object that refers back to itself), which JSON cannot write out'],
  ]);
  // What is left can be written for the page.
  assert.equal(JSON.parse(JSON.stringify(sidebar.items)).map((i: { customProps?: unknown }) => i.customProps ?? null), [null, null, { ok: true }]);
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

SidebarsHostile('a sidebars file exporting null or nothing is refused, not read as one empty sidebar named "default"', async () => {
  for (const [text, got] of [['export default null;\n', 'null'], ['const s = {};\nmodule.exports = s.missing;\n', 'nothing (undefined)']]) {
    const dir = writeSiteFiles('opdocs-sidebars-hostile-', {
      'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', docs: { sidebarPath: 'sidebars.js' } }),
      'content/docs/intro.md': '# Intro\n', 'sidebars.js': text,
    });
    const { errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => [e.file, e.message]), [[join(dir, 'sidebars.js'), `sidebars file must export an object of sidebar id → items, got ${got}`]]);
  }
});

SidebarsHostile('a Latin-1 sidebars file is an error at its first non-UTF-8 byte, not labels with U+FFFD in them', async () => {
  for (const name of ['sidebars.json', 'sidebars.js']) {
    const head = name.endsWith('.json') ? '{\n  "main": [{ "type": "category", "label": "Caf' : 'module.exports = {\n  main: [{ type: "category", label: "Caf';
    const dir = writeSiteFiles('opdocs-sidebars-hostile-', { [name]: Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('", items: [] }] };\n')]) });
    const read = await readSidebarsFile(join(dir, name), join(dir, 'node_modules', '.cache', 'opdocs'));
    assert.instance(read, OpdocsError);
    const error = read as OpdocsError;
    assert.equal([error.file, error.line, error.column], [join(dir, name), 2, head.split('\n')[1].length + 1]);
    assert.match(error.message, 'not valid UTF-8');
  }
});

SidebarsHostile('a sidebar that is a number or a string, not a list, is an error at its id rather than an empty sidebar', () => {
  const text = '{\n  "main": 42\n}';
  const [only] = problemsOf(42, text);
  assert.equal(only.slice(0, 3), [2, 4, 'sidebar "main": is 42, not a list of items']);
  assert.equal(problemsOf('intro', '{ "main": "intro" }').map((p) => p[2]), ['sidebar "main": is "intro", not a list of items']);
  assert.equal(problemsOf({ Guides: ['intro'] }, '{ "main": { "Guides": ["intro"] } }'), []);
});

SidebarsHostile.run();
