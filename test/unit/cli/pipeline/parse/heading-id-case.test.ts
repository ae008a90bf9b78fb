import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { mapDocusaurusConfig } from '../../../../../cli/migrate/map-config';
import { docAt, writeSiteFiles } from '../../../../helpers/site-files';

/** The ids of the headings of one Markdown doc and one MDX doc, with `markdown` in the config. */
async function headingIds(name: string, markdown: object) {
  const dir = writeSiteFiles(name, {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', markdown }),
    'content/docs/plain.md': '# Plain\n\n## Getting Started Fast\n\nSee [below](#Next-Step).\n\n## Next Step\n\n## Own id {#KeepMe}\n',
    'content/docs/code.mdx': '# Code\n\n## Press The Button\n\n<button onClick={() => alert(1)}>Go</button>\n',
  });
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  const ids = (path: string) => docAt(result!, path)!.toc.map((t) => t.id);
  return { plain: ids('/docs/plain'), code: ids('/docs/code'), problems: [...errors, ...warnings.map((w) => w.error)].map((e) => e.message) };
}

test('markdown.anchors.maintainCase keeps the heading text\'s case in ids, in Markdown and MDX alike', async () => {
  const got = await headingIds('heading-case-kept', { anchors: { maintainCase: true } });
  assert.equal(got.plain, ['Getting-Started-Fast', 'Next-Step', 'KeepMe']);
  assert.equal(got.code, ['Press-The-Button']);
  assert.equal(got.problems, [], 'the link to #Next-Step finds its heading');
});

test('by default heading ids are lower case; an explicit {#id} keeps its own case', async () => {
  const got = await headingIds('heading-case-default', {});
  assert.equal(got.plain, ['getting-started-fast', 'next-step', 'KeepMe']);
  assert.equal(got.code, ['press-the-button']);
  assert.ok(got.problems.some((m) => m.includes('Next-Step')), 'the mixed-case link is a broken anchor here');
});

test('migrate carries markdown.anchors.maintainCase over', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', markdown: { anchors: { maintainCase: true } } });
  assert.equal((config.markdown as { anchors?: unknown }).anchors, { maintainCase: true });
  assert.equal(notes, []);
});

test.run();
