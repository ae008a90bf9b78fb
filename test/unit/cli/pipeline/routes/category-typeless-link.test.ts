/**
 * `"link": { "description": "…" }` in a category file, with no `type`: Docusaurus accepts it and
 * gives the category no link. opdocs refused the whole build ("link.type: missing required key").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCategoryFile } from '../../../../../cli/pipeline/routes/category-file.ts';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

const TYPELESS = '{\n  "label": "Start",\n  "link": {\n    "description": "First steps"\n  }\n}\n';

test('a link without a type is no link, reported as a warning at the link', () => {
  const { meta, errors } = parseCategoryFile({ file: '/d/start/_category_.json', rel: 'start/_category_.json', text: TYPELESS });
  assert.equal([meta.label, meta.link], ['Start', null]);
  assert.equal(errors.map((e) => [e.line, e.column, e.unchecked, e.message]), [[3, 3, true,
    'category file: link has no "type", so the category links to nothing (as in Docusaurus, which ignores such a link)']]);
});

test('a site with such a category builds, with a warning, and the category does not take its folder\'s index doc', async () => {
  const dir = writeSiteFiles('opdocs-typeless-link-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }),
    'content/docs/start/_category_.json': TYPELESS, 'content/docs/start/start.md': '# Start page\n', 'content/docs/start/next.md': '# Next\n',
  });
  const { errors, warnings, result } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => w.error.message), ['category file: link has no "type", so the category links to nothing (as in Docusaurus, which ignores such a link)']);
  const [[category]] = result!.shared.map((f) => f.value) as { label: string; href?: string; items: { label: string }[] }[][];
  assert.equal([category.label, category.href, category.items.map((i) => i.label)], ['Start', undefined, ['Next', 'Start page']]);
});

test.run();
