/**
 * The bundles and the app icons run while the content loads. Whatever fails, errors come as
 * they did when each step ran after the other (content errors first and alone; then the server
 * bundle's), and a failed build leaves the previous output, no staging folder and no server
 * bundle behind, even when esbuild or sharp were still busy when the failure was found.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Overlap = suite('build: bundles and icons beside the content load');

const PREVIOUS = '{"baseUrl":"/","buildId":"previous"}';

/** Builds `dir` over a previous output; returns the formatted errors. */
async function failingBuild(dir: string): Promise<string[]> {
  mkdirSync(join(dir, 'build'), { recursive: true });
  writeFileSync(join(dir, 'build', '__opdocs.json'), PREVIOUS);
  const caught = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (err: unknown) => err);
  const user = asUserErrors(caught);
  assert.ok(user, `expected user errors, got ${caught instanceof Error ? caught.stack : String(caught)}`);
  return user.map((e) => formatError(e, dir));
}

function assertUntouched(dir: string): void {
  assert.equal(readdirSync(join(dir, 'build')), ['__opdocs.json']);
  assert.is(readFileSync(join(dir, 'build', '__opdocs.json'), 'utf8'), PREVIOUS);
  assert.equal(readdirSync(dir).filter((f) => f.includes('.opdocs-')), []);
  const cache = join(dir, 'node_modules', '.cache', 'opdocs');
  const left = existsSync(cache) ? readdirSync(cache).filter((f) => f.startsWith('ssr-') || f.endsWith('.tmp')) : [];
  assert.equal(left, [], 'no server bundle or half-made icon folder is left in the cache');
}

Overlap('content errors win over a broken React page whose bundles ran meanwhile', async () => {
  const dir = copyFixture('bad-react-syntax', 'overlap-content');
  writeFileSync(join(dir, 'content', 'docs', 'intro.md'), '# Intro\n\nSee [nowhere](/docs/nowhere).\n');
  const errors = await failingBuild(dir);
  assert.equal(errors, [
    'content/docs/intro.md:3:15  error  broken link: /docs/nowhere → /docs/nowhere is not a page of this site\n  hint: link to an existing page',
  ]);
  assertUntouched(dir);
});

Overlap('a broken React page reports the server bundle\'s errors and leaves nothing behind', async () => {
  const dir = copyFixture('bad-react-syntax', 'overlap-bundle');
  const errors = await failingBuild(dir);
  assert.ok(errors.length > 0);
  for (const e of errors) assert.match(e, /^content\/pages\/broken\.tsx:\d+:\d+ {2}error {2}server bundle: /);
  assertUntouched(dir);
});

Overlap('an icon sharp cannot read fails after the content is checked, leaving the old output', async () => {
  const dir = copyFixture('basic', 'overlap-icon');
  const config = JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8'));
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ ...config, offline: { icon: 'img/not-an-image.png' } }));
  writeFileSync(join(dir, 'content', 'static', 'img', 'not-an-image.png'), 'plain text');
  const iconOnly = await failingBuild(dir);
  assert.is(iconOnly.length, 1);
  // At the key the icon came from (JSON.stringify writes the whole config on one line).
  assert.match(iconOnly[0], /^site\.config\.json:1:\d+ {2}error {2}offline\.icon: the app icon source .*not-an-image\.png is not an image sharp can read/);
  assertUntouched(dir);

  // With a content error as well, only the content error is reported, as before.
  writeFileSync(join(dir, 'content', 'docs', 'intro.md'), '# Intro\n\nSee [nowhere](/fixture/docs/nowhere).\n');
  const both = await failingBuild(dir);
  assert.equal(both.map((e) => e.split('  error  ')[1]?.split(':')[0]), ['broken link']);
  assertUntouched(dir);
});

Overlap.run();
