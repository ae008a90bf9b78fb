/**
 * Builds that must not touch anything: every dangerous --out-dir is refused before a byte is
 * written, and content that tries to escape the output or the site fails without writing. Each
 * case runs in a temporary folder snapshotted byte for byte before and after.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { FIXTURES } from '../../../helpers/fixture-site.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';

const Safety = suite('build safety');

// The server bundle's cache under the site's node_modules is the one place a build may write besides its output.
const snapshot = (root: string) => snapshotTree(root, (rel) => rel === 'site/node_modules');

/** A temp root holding a sibling file, a sibling folder and the site copied from `fixture`. */
function createWorld(fixture: string): { root: string; site: string } {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-safety-'));
  writeFileSync(join(root, 'sibling.txt'), 'keep me');
  mkdirSync(join(root, 'other-project'));
  writeFileSync(join(root, 'other-project', 'data.json'), '{"keep":true}');
  const site = join(root, 'site');
  cpSync(join(FIXTURES, fixture), site, { recursive: true, verbatimSymlinks: true });
  writeFileSync(join(site, 'README.md'), '# my site\n');
  mkdirSync(join(site, 'notes'));
  writeFileSync(join(site, 'notes', 'todo.md'), 'not a build');
  return { root, site };
}

async function refusal(site: string, outDir: string): Promise<string> {
  try {
    await buildSite({ siteDir: site, outDir, quiet: true });
  } catch (err) {
    const user = asUserErrors(err);
    if (!user) throw err;
    return formatErrors(user, site).split('\n\n')[0];
  }
  throw new Error(`build into ${outDir} unexpectedly succeeded`);
}

const outDirCases: [string, (site: string) => string, (site: string) => string][] = [
  ['the site folder', () => '.', (s) => `error  output folder ${s}: is the site folder; replacing it would delete the site`],
  ['the content folder', () => 'content', (s) => `error  output folder ${s}/content: is the content folder`],
  ['a folder inside the content', () => 'content/static/out', (s) => `error  output folder ${s}/content/static/out: is inside the content folder, so the build would be read as content`],
  ['the parent of the site', () => '..', (s) => `error  output folder ${join(s, '..')}: contains the site folder; replacing it would delete the site`],
  ['the filesystem root', () => '/', () => 'error  output folder /: is the filesystem root'],
  ['an existing file', () => 'README.md', (s) => `error  output folder ${s}/README.md: exists and is not a folder; a build would delete it`],
  ['a path through a file', () => 'README.md/out', (s) => `error  output folder ${s}/README.md/out: goes through a file, not a folder`],
  ['a folder opdocs did not make', () => 'notes', (s) => `error  output folder ${s}/notes: exists, is not empty and was not made by opdocs (it has no __opdocs.json); a build would delete its files`],
];

for (const [what, out, message] of outDirCases) {
  Safety(`refuses ${what} as the output folder and touches nothing`, async () => {
    const { root, site } = createWorld('basic');
    try {
      const before = snapshot(root);
      const text = await refusal(site, out(site));
      assert.is(text.split('\n')[0], message(site));
      assert.match(text, 'hint: ');
      assert.equal(snapshot(root), before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
}

const escapeCases = ['bad-slug-dotdot', 'bad-slug-percent', 'bad-blog-slug', 'bad-tags-permalink', 'bad-authors-permalink', 'bad-generated-index-slug', 'bad-image-outside', 'bad-image-symlink', 'bad-static-site-data'];

for (const fixture of escapeCases) {
  Safety(`${fixture}: fails without writing anywhere, the previous output byte-identical`, async () => {
    const { root, site } = createWorld(fixture);
    try {
      mkdirSync(join(site, 'build'));
      writeFileSync(join(site, 'build', '__opdocs.json'), '{"baseUrl":"/","buildId":"old"}');
      writeFileSync(join(site, 'build', 'index.html'), 'old page');
      const before = snapshot(root);
      const text = await refusal(site, 'build');
      assert.match(text, fixture === 'bad-static-site-data' ? 'content/static/__opdocs.json  error  ' : /:\d+:\d+  error  /);
      assert.equal(snapshot(root), before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
}

Safety('replaces an empty folder and an earlier opdocs output, never anything else', async () => {
  const { root, site } = createWorld('basic');
  try {
    mkdirSync(join(site, 'empty'));
    await buildSite({ siteDir: site, outDir: 'empty', quiet: true });
    await buildSite({ siteDir: site, outDir: 'empty', quiet: true });
    const snap = snapshotTree(join(site, 'empty'));
    assert.ok(snap['__opdocs.json']);
    assert.ok(snap['index.html'] || snap['docs']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

Safety.run();
