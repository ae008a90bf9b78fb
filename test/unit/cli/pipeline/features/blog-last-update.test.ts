import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import type { BlogPostRoute } from '../../../../../runtime/types.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';
import { commitAll } from '../../../../helpers/git-repo.ts';

const Updated = suite('blog: last update from Git, or from front matter, as docs have it');

const files = (blog: Record<string, unknown>) => ({
  'site.config.json': JSON.stringify({ title: 'W', url: 'https://example.org', contentDir: '.', blog }),
  'blog/2026-01-05-kiln.md': '---\ntitle: Kiln\n---\nHot.\n\n<!-- truncate -->\n',
  'blog/2026-01-06-pinned.md': '---\ntitle: Pinned\nlast_update:\n  date: 2025-12-24\n  author: Editors\n---\nSet.\n\n<!-- truncate -->\n',
});

async function lastUpdates(dir: string) {
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  const of = (path: string) => (result!.routes.find((r) => r.path === path) as BlogPostRoute | undefined)?.lastUpdate;
  return { kiln: of('/blog/2026/01/05/kiln'), pinned: of('/blog/2026/01/06/pinned'), warnings: warnings.map((w) => w.error.message), site: result!.site };
}

Updated('the last commit gives date and author; front matter last_update wins', async () => {
  const dir = writeSiteFiles('opdocs-post-updated-', files({ showLastUpdateTime: true, showLastUpdateAuthor: true }));
  commitAll(dir);
  const { kiln, pinned, warnings } = await lastUpdates(dir);
  assert.equal(kiln, { at: Date.parse('2026-02-03T04:05:06Z'), by: 'Ada' });
  assert.equal(pinned, { at: Date.parse('2025-12-24'), by: 'Editors' });
  assert.equal(warnings, []);
});

Updated('only what the blog asks for: the author alone, or nothing at all', async () => {
  const authorOnly = writeSiteFiles('opdocs-post-updated-author-', files({ showLastUpdateAuthor: true }));
  commitAll(authorOnly);
  assert.equal((await lastUpdates(authorOnly)).kiln, { by: 'Ada' });
  const off = writeSiteFiles('opdocs-post-updated-off-', files({}));
  commitAll(off);
  const none = await lastUpdates(off);
  assert.equal([none.kiln, none.pinned], [undefined, undefined]);
});

Updated('without Git history the build goes on with one warning naming the blog keys', async () => {
  const { kiln, pinned, warnings } = await lastUpdates(writeSiteFiles('opdocs-post-updated-nogit-', files({ showLastUpdateTime: true })));
  assert.is(kiln, undefined);
  assert.equal(pinned, { at: Date.parse('2025-12-24') });
  assert.is(warnings.length, 1);
  assert.match(warnings[0], /^blog\.showLastUpdateTime\/showLastUpdateAuthor: no Git history to read .*, so posts show no last update but the one their front matter.s last_update gives$/);
});

Updated('site data carries the tags and authors list paths the theme links to', async () => {
  const { site } = await lastUpdates(writeSiteFiles('opdocs-post-paths-', files({ routeBasePath: 'journal', tagsBasePath: 'topics', authorsBasePath: '/writers/' })));
  assert.equal([site.blog?.path, site.blog?.tagsPath, site.blog?.authorsPath], ['/journal', '/journal/topics', '/journal/writers']);
});

Updated.run();
