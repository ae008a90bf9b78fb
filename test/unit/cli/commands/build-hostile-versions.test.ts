/**
 * versions.json as people get it wrong: a version name that holds "#", "?" or a stray "%" (every
 * page of that version was reported once per doc with a hint to rename the doc, which cannot
 * help), a file that is not an array of names (reported without a line) and a versioned
 * sidebars file that is a list (answered with a JavaScript example).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

const Versions = suite('versions.json with hostile names');

function site(versions: string, released: string[], config: object = {}): string {
  const files: Record<string, string> = {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', ...config }),
    'content/docs/intro.md': '# Intro\n',
    'content/docs/guide.md': '# Guide\n',
    'content/versions.json': versions,
  };
  for (const name of released) {
    files[`content/versioned_docs/version-${name}/intro.md`] = '# Old intro\n';
    files[`content/versioned_docs/version-${name}/guide.md`] = '# Old guide\n';
  }
  return writeSiteFiles('opdocs-hostile-versions-', files);
}

Versions('a version name no URL can reach is one error at its entry in versions.json, not one per doc', async () => {
  const dir = site('[\n  "2.0",\n  "1#0",\n  "0.9?beta",\n  "50%"\n]\n', ['2.0', '1#0', '0.9?beta', '50%']);
  const printed = await failedBuildErrors(dir);
  assert.equal(printed.map((p) => p.split('\n')[0]), [
    'content/versions.json:3:3  error  docs: version "1#0" is at /docs/1#0, which contains "#", where a browser ends the path and starts the fragment, so no link could reach the page',
    'content/versions.json:4:3  error  docs: version "0.9?beta" is at /docs/0.9?beta, which contains "?", where a browser ends the path and starts the query, so no link could reach the page',
    'content/versions.json:5:3  error  docs: version "50%" is at /docs/50%, which is not a valid percent-encoded path',
  ]);
  assert.match(printed[0], /\n  hint: give it a `path` of plain segments in docs\.versions\["1#0"\] \(e\.g\. "1-0"\), or rename the version here and its versioned_docs folder$/);
});

Versions('a version with such a name builds once its configured path is plain', async () => {
  const dir = site('["2.0", "1#0"]', ['2.0', '1#0'], { docs: { versions: { '1#0': { path: 'one-zero' } } } });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/docs/one-zero/guide/index.html'), 'utf8'), '<h1>Old guide</h1>');
});

Versions('a configured version path with "#" is blamed at that setting in site.config.json', async () => {
  const dir = site('["2.0", "1.0"]', ['2.0', '1.0'], { docs: { versions: { '1.0': { path: 'v1#old' } } } });
  const [printed, ...rest] = await failedBuildErrors(dir);
  assert.equal(rest, []);
  assert.match(printed, /^site\.config\.json:1:\d+  error  docs: version "1\.0" is at \/docs\/v1#old, which contains "#"/);
  assert.match(printed, /\n  hint: give it a `path` of plain segments in docs\.versions\["1\.0"\] \(e\.g\. "v1-old"\)$/);
});

Versions('versions.json that is an object fails at the object, leaving the previous build in place', async () => {
  const dir = site('["1.0"]', ['1.0']);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'content/versions.json'), '\n\n{ "latest": "1.0" }\n');
  assert.equal(await failedBuildErrors(dir), [
    'content/versions.json:3:1  error  versions.json must be an array of version names\n  hint: e.g. ["2.0", "1.0"], newest first',
  ]);
  assert.ok(existsSync(join(dir, 'build/docs/next/intro/index.html')), 'the previous build is intact');
});

Versions('an entry of versions.json that is not a name is pointed at', async () => {
  const dir = site('["1.0",\n  2]', ['1.0']);
  assert.equal(await failedBuildErrors(dir), [
    'content/versions.json:2:3  error  versions.json: entry 2 is 2, not a version name\n  hint: e.g. ["2.0", "1.0"], newest first',
  ]);
});

Versions('a versioned sidebars file that is a list is blamed at its first line, with a JSON example', async () => {
  const dir = site('["1.0"]', ['1.0']);
  mkdirSync(join(dir, 'content/versioned_sidebars'));
  writeFileSync(join(dir, 'content/versioned_sidebars/version-1.0-sidebars.json'), '["intro", "guide"]\n');
  assert.equal(await failedBuildErrors(dir), [
    'content/versioned_sidebars/version-1.0-sidebars.json:1:1  error  sidebars file must hold an object of sidebar id → items, got a list\n  hint: e.g. { "tutorialSidebar": ["intro"] }',
  ]);
});

Versions.run();
