/**
 * A folder with both `_category_.json` and `_category_.yml`: one is read (the .json, first by
 * name), the other is named in a warning instead of silently winning or losing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { oneCategoryFilePerFolder } from '../../../../../cli/pipeline/routes/category-file.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

const file = (rel: string) => ({ file: `/site/docs/${rel}`, rel, text: '' });

test('the first category file of a folder by name is used and the others are ignored with a warning each', () => {
  const { used, ignored } = oneCategoryFilePerFolder([file('g/_category_.yml'), file('h/_category_.yaml'), file('g/_category_.json'), file('g/_category_.yaml')]);
  assert.equal(used.map((f) => f.rel), ['g/_category_.json', 'h/_category_.yaml']);
  assert.equal(ignored.map((e) => [e.file, e.message]), [
    ['/site/docs/g/_category_.yaml', "_category_.json already sets this folder's category, so this file is ignored"],
    ['/site/docs/g/_category_.yml', "_category_.json already sets this folder's category, so this file is ignored"],
  ]);
});

test('a site with both files builds with the .json label and warns at the .yml', async () => {
  const dir = writeSiteFiles('opdocs-category-twins-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }),
    'content/docs/intro.md': '# Intro\n', 'content/docs/g/a.md': '# A\n',
    'content/docs/g/_category_.json': '{ "label": "From JSON" }', 'content/docs/g/_category_.yml': 'label: From YAML\n',
  });
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => [w.error.file, w.level]), [[join(dir, 'content/docs/g/_category_.yml'), 'warn']]);
  // The sidebar (a shared JSON file) carries the category's label.
  const sidebars = JSON.stringify(result!.shared.map((f) => f.value));
  assert.match(sidebars, 'From JSON');
  assert.not.match(sidebars, 'From YAML');
});

test.run();
