/**
 * Two categories whose generated index pages share a slug: the second page used to be dropped
 * without a word, its category linking to the first's page. Now a duplicate route, at the slug.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

const site = { title: 'T', url: 'https://example.com', baseUrl: '/' };
const HINT = 'give one of them another `slug` in its link, e.g. { "type": "generated-index", "slug": "/guides/overview" }';

async function load(config: object, files: Record<string, string>) {
  const dir = writeSiteFiles('opdocs-index-clash-', { 'site.config.json': JSON.stringify(config), 'content/docs/intro.md': '# Intro\n', ...files });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  return { dir, errors, warnings };
}

test('two category files with one generated-index slug (one with a trailing slash) fail at the second file\'s slug', async () => {
  const { dir, errors } = await load(site, {
    'content/docs/g/a.md': '# A\n', 'content/docs/g/_category_.json': '{"label": "G", "link": {"type": "generated-index", "slug": "/same"}}',
    'content/docs/h/a.md': '# B\n', 'content/docs/h/_category_.json': '{\n  "label": "H",\n  "link": {"type": "generated-index", "slug": "/same/"}\n}',
  });
  assert.equal(errors.map((e) => [e.file, e.line, e.column, e.message, e.hint]), [[
    join(dir, 'content/docs/h/_category_.json'), 3, 48, 'two categories claim the generated index page /docs/same/: "G" and "H"', HINT,
  ]]);
});

test('two sidebars.js categories with one slug are blamed at the second category\'s slug', async () => {
  const sidebars = [
    'module.exports = {',
    '  docs: [',
    "    { type: 'category', label: 'A', link: { type: 'generated-index', slug: '/overview' }, items: ['intro'] },",
    "    { type: 'category', label: 'B', link: { type: 'generated-index', slug: '/overview' }, items: ['intro'] },",
    '  ],',
    '};',
  ].join('\n');
  const { dir, errors } = await load({ ...site, docs: { sidebarPath: 'sidebars.js' } }, { 'sidebars.js': sidebars });
  assert.equal(errors.map((e) => [e.file, e.line, e.message]), [[join(dir, 'sidebars.js'), 4, 'two categories claim the generated index page /docs/overview: "A" and "B"']]);
});

test('with onDuplicateRoutes "warn" the first category keeps the page and the clash is a warning', async () => {
  const { errors, warnings } = await load({ ...site, onDuplicateRoutes: 'warn', docs: { sidebarPath: 'sidebars.js' } }, {
    'sidebars.js': "module.exports = { docs: [\n  { type: 'category', label: 'A', link: { type: 'generated-index', slug: '/o' }, items: ['intro'] },\n  { type: 'category', label: 'B', link: { type: 'generated-index', slug: '/o' }, items: ['intro'] },\n] };\n",
  });
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => w.error.message), ['two categories claim the generated index page /docs/o: "A" and "B"']);
});

test('one category shown by two sidebars keeps its one page without a report', async () => {
  const { errors, warnings } = await load({ ...site, docs: { sidebarPath: 'sidebars.js' } }, {
    'sidebars.js': "const shared = { type: 'category', label: 'A', link: { type: 'generated-index', slug: '/o' }, items: ['intro'] };\nmodule.exports = { one: [shared], two: [shared] };\n",
  });
  assert.equal([errors, warnings.map((w) => w.error.message)], [[], []]);
});

test.run();
