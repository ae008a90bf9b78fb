import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { createSearchRecords } from '../../../../../cli/pipeline/search/records';
import { sidebarsByUrl } from '../../../../../cli/pipeline/features/search';
import { copyFixture } from '../../../../helpers/fixture-site';

test('under serve --watch, draft docs and posts have pages but no search records', async () => {
  const dir = copyFixture('search-site', 'search-drafts');
  writeFileSync(join(dir, 'content/docs/pumice.md'), '---\ndraft: true\n---\n# Pumice notes\n\nThe pumice notes are unfinished.\n');
  writeFileSync(join(dir, 'content/blog/2025-02-01-pumice.md'), '---\ntitle: Pumice post\ndraft: true\n---\nA pumice post, not published yet.\n');
  const { result, errors } = await loadSite(await loadConfig(dir), { dev: true });
  assert.equal(errors.map((e) => e.message), []);
  const paths = result!.routes.map((r) => r.path);
  assert.ok(paths.some((p) => p.endsWith('/docs/pumice')), 'the draft doc has its page');
  assert.ok(paths.some((p) => p.includes('/blog/') && p.includes('pumice')), 'the draft post has its page');
  const blocks = new Map([...result!.parsed].map(([path, parsed]) => [path, parsed.blocks]));
  const records = createSearchRecords({ site: result!.site, routes: result!.routes, blocks, sidebars: sidebarsByUrl(result!.shared) });
  assert.ok(records.length > 0);
  assert.equal(records.filter((r) => /pumice/i.test(`${r.url} ${r.hierarchy.lvl1} ${r.content}`)).map((r) => r.url), []);
});

test('a Markdown page marked unlisted is noindex and has no records; a draft one is built by serve --watch only, without records', async () => {
  const dir = copyFixture('search-site', 'search-page-drafts');
  writeFileSync(join(dir, 'content/pages/onyx.md'), '---\nunlisted: true\n---\n# Onyx\n\nThe onyx notes are for those given the link.\n');
  writeFileSync(join(dir, 'content/pages/travertine.md'), '---\ndraft: true\n---\n# Travertine\n\nThe travertine notes are unfinished.\n');
  const config = await loadConfig(dir);
  for (const dev of [false, true]) {
    const { result, errors } = await loadSite(config, { dev });
    assert.equal(errors.map((e) => e.message), []);
    const route = (name: string) => result!.routes.find((r) => r.path.endsWith(`/${name}`));
    assert.is(route('onyx')?.head.noindex, true, 'the unlisted page is noindex');
    assert.is(route('travertine') !== undefined, dev, dev ? 'watch mode shows the draft' : 'a build leaves the draft out');
    // What the page's banners read (theme/pages/MarkdownPage.tsx).
    assert.equal([route('onyx'), route('travertine')].map((r) => r && { unlisted: 'unlisted' in r && r.unlisted, draft: 'draft' in r && r.draft }),
      [{ unlisted: true, draft: false }, dev ? { unlisted: false, draft: true } : undefined]);
    const blocks = new Map([...result!.parsed].map(([path, parsed]) => [path, parsed.blocks]));
    const records = createSearchRecords({ site: result!.site, routes: result!.routes, blocks, sidebars: sidebarsByUrl(result!.shared) });
    assert.ok(records.some((r) => r.type === 'lvl1' && r.url.includes('/base/')), 'other pages are indexed');
    assert.equal(records.filter((r) => /onyx|travertine/i.test(`${r.url} ${r.content}`)).map((r) => r.url), []);
  }
});

test.run();
