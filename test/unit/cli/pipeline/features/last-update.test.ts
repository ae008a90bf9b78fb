import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import type { DocRoute } from '../../../../../runtime/types.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';
import { commitAll } from '../../../../helpers/git-repo.ts';

const Updated = suite('docs: last update from Git, or from front matter');

const files = (docs: Record<string, unknown>) => ({
  'site.config.json': JSON.stringify({ title: 'W', url: 'https://example.org', contentDir: '.', docs }),
  'docs/intro.md': '# Intro\n',
  'docs/pinned.md': '---\nlast_update:\n  date: 2025-12-24\n  author: Editors\n---\n# Pinned\n',
});

async function lastUpdates(dir: string) {
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  const of = (path: string) => (result!.routes.find((r) => r.path === path) as DocRoute | undefined)?.lastUpdate;
  return { intro: of('/docs/intro'), pinned: of('/docs/pinned'), warnings: warnings.map((w) => w.error.message) };
}

Updated('the last commit gives date and author; front matter last_update wins', async () => {
  const dir = writeSiteFiles('opdocs-updated-', files({ showLastUpdateTime: true, showLastUpdateAuthor: true }));
  commitAll(dir);
  const { intro, pinned, warnings } = await lastUpdates(dir);
  assert.equal(intro, { at: Date.parse('2026-02-03T04:05:06Z'), by: 'Ada' });
  assert.equal(pinned, { at: Date.parse('2025-12-24'), by: 'Editors' });
  assert.equal(warnings, []);
});

Updated('only what the site asks for: the date alone, or nothing at all', async () => {
  const dateOnly = writeSiteFiles('opdocs-updated-date-', files({ showLastUpdateTime: true }));
  commitAll(dateOnly);
  assert.equal((await lastUpdates(dateOnly)).intro, { at: Date.parse('2026-02-03T04:05:06Z') });
  const off = writeSiteFiles('opdocs-updated-off-', files({}));
  commitAll(off);
  assert.is((await lastUpdates(off)).intro, undefined);
});

Updated('without Git history the build goes on with a warning, and front matter still counts', async () => {
  const dir = writeSiteFiles('opdocs-updated-nogit-', files({ showLastUpdateTime: true }));
  const { intro, pinned, warnings } = await lastUpdates(dir);
  assert.is(intro, undefined);
  assert.equal(pinned, { at: Date.parse('2025-12-24') });
  assert.is(warnings.length, 1);
  assert.match(warnings[0], 'no Git history to read');
});

Updated('a last_update date that is no date is a front matter error', async () => {
  const dir = writeSiteFiles('opdocs-updated-bad-', { ...files({ showLastUpdateTime: true }), 'docs/bad.md': '---\nlast_update:\n  date: someday\n---\n# Bad\n' });
  const { errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => [e.file!.endsWith('bad.md'), e.line, e.message.includes('must be a date')]), [[true, 3, true]]);
});

Updated.run();
