import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Sidebars = suite('docs.sidebarPath: a hand-written Docusaurus sidebars file');
let dir = '';

interface Item { type: string; label: string; href?: string; items?: Item[]; collapsed?: boolean; external?: boolean }
const sidebar = (id: string): Item[] => {
  const data = join(dir, 'build', 'assets', 'data');
  const file = readdirSync(data).find((f) => f.startsWith(`sidebar-${id}-`)) as string;
  return JSON.parse(readFileSync(join(data, file), 'utf8'));
};
const outline = (items: Item[]): unknown[] => items.map((i) => (i.type === 'category' ? [i.label, i.href ?? null, outline(i.items ?? [])] : [i.label, i.href]));

Sidebars.before(async () => {
  dir = copyFixture('docusaurus-sidebars');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

Sidebars('a TypeScript sidebars file with a type import and a local import: every item kind', () => {
  assert.equal(outline(sidebar('mainSidebar')), [
    ['Intro', '/docs/intro'],
    ['The API', '/docs/reference/api'],
    ['Guides', '/docs/category/guides', [['basics', null, [['Install', '/docs/guides/basics/install']]], ['Upgrade', '/docs/guides/upgrade']]],
    ['Reference', '/docs/reference/', [['CLI', '/docs/reference/cli'], ['Intro', '/docs/intro']]],
    ['Source', 'https://example.com/source'],
  ]);
  assert.is(sidebar('mainSidebar')[2].collapsed, false);
  assert.equal(outline(sidebar('otherSidebar')), [['Short form', null, [['CLI', '/docs/reference/cli']]]]);
});

Sidebars('a generated-index category gets its page; docs get prev/next from the file order', () => {
  const index = readFileSync(join(dir, 'build', 'docs', 'category', 'guides', 'index.html'), 'utf8');
  assert.match(index, 'All guides');
  const api = readFileSync(join(dir, 'build', 'docs', 'reference', 'api', 'index.html'), 'utf8');
  assert.match(api, 'href="/docs/intro"');
});

Sidebars('an unknown doc id fails with the position in the sidebars file and the ids there are', async () => {
  const file = join(dir, 'sidebars.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace("'intro',", "'intro',\n    'getting-started',"));
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  assert.is(formatErrors(errors, dir).split('\n\n')[0], [
    'sidebars.ts:7:6  error  sidebar "mainSidebar": unknown doc id "getting-started"',
    '  hint: use one of the 6 doc ids: guides/basics/install, guides/upgrade, intro, reference/api, reference/cli, reference/index',
  ].join('\n'));
});

Sidebars.run();
