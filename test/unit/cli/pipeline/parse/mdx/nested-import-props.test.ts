import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../../../helpers/site-files.ts';

const Nested = suite('MDX props holding an imported value inside an array or object');

const COMPONENTS = [
  'type Shelf = { title: string; sizes: { small: string } };',
  'export function Shelves({ rows }: { rows: { shelf: Shelf; note?: string }[] }) {',
  '  return <ul>{rows.map((r) => <li key={r.shelf.title} className="row">{r.shelf.title}: {r.shelf.sizes.small}{r.note ? ` (${r.note})` : ""}</li>)}</ul>;',
  '}',
  'export function Card({ info }: { info: { shelf: Shelf } }) {',
  '  return <p className="card">{info.shelf.title}</p>;',
  '}',
  'export function Plain({ shelf }: { shelf: Shelf }) {',
  '  return <p className="plain">{shelf.title}</p>;',
  '}',
].join('\n');

let dir = '';
Nested.before(async () => {
  dir = writeSiteFiles('opdocs-nested-imports-', {
    'site.config.json': JSON.stringify({ title: 'Shelves', url: 'https://example.org', contentDir: '.' }),
    'src/components/shelves.tsx': COMPONENTS,
    // Imported from the folder itself: its index.ts, beside the page's own index.mdx.
    'docs/pine/index.ts': "export const pine = { title: 'Pine', sizes: { small: '40 cm' } };\n",
    'docs/pine/index.mdx': [
      '---', 'title: Pine', '---',
      "import { Shelves, Card, Plain } from '@site/src/components/shelves';",
      "import { pine } from '.';",
      '',
      "<Shelves rows={[{ shelf: pine, note: 'oiled' }]} />",
      '',
      '<Card info={{ shelf: pine }} />',
      '',
      '<Plain shelf={pine} />',
      '',
    ].join('\n'),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [e], dir)));
});

const page = () => readFileSync(join(dir, 'build', 'docs', 'pine', 'index.html'), 'utf8');

Nested('an imported value in an array of objects reaches the component as the value', () => {
  // React separates the text parts with comments; what matters is the values.
  const row = page().match(/<li class="row">(.*?)<\/li>/)?.[1].replaceAll('<!-- -->', '');
  assert.is(row, 'Pine: 40 cm (oiled)');
});

Nested('an imported value in an object literal does too', () => {
  assert.match(page(), '<p class="card">Pine</p>');
});

Nested('an imported value as the whole prop still does', () => {
  assert.match(page(), '<p class="plain">Pine</p>');
});

Nested.run();
