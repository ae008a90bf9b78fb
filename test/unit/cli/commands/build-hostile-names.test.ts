/**
 * Hostile names and prefixes that reached the disk or the links before: a file name with "#"
 * or "?" (no link could reach its page), a routeBasePath that climbs out, an attribute name that
 * would end itself early. Each fails with the file to blame and a hint, and writes nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Hostile = suite('hostile names');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });

/** Builds `files` and returns the printed errors; fails the test if the build succeeds. */
async function errorsOf(files: Record<string, string>): Promise<{ lines: string[]; dir: string }> {
  const dir = writeSiteFiles('opdocs-hostile-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    const user = asUserErrors(err);
    assert.ok(user, `expected user errors, got ${err instanceof Error ? err.stack : String(err)}`);
    assert.not.ok(existsSync(join(dir, 'build')), 'nothing written');
    return { lines: user.map((e) => formatError(e, dir)), dir };
  }
  throw new Error('the build unexpectedly succeeded');
}

Hostile('a doc file named with "#" or "?" fails at the file, asking to rename it', async () => {
  const { lines } = await errorsOf({ 'content/docs/c#.md': '# C sharp\n', 'content/docs/why?.md': '# Why\n' });
  assert.equal(lines, [
    'content/docs/c#.md  error  route /docs/c# contains "#", where a browser ends the path and starts the fragment, so no link could reach the page\n  hint: rename the file, or set a `slug` made of plain path segments in its front matter, e.g. `slug: /guides/setup`',
    'content/docs/why?.md  error  route /docs/why? contains "?", where a browser ends the path and starts the query, so no link could reach the page\n  hint: rename the file, or set a `slug` made of plain path segments in its front matter, e.g. `slug: /guides/setup`',
  ]);
});

Hostile('a site folder whose path holds a double quote or a backslash fails at once, naming it (esbuild never finished such a bundle)', async () => {
  for (const [mark, said] of [['"', 'a double quote (")'], ['\\', 'a backslash (\\)']]) {
    const dir = writeSiteFiles(`opdocs-path${mark}-`, { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n' });
    const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
    const lines = (asUserErrors(err) ?? []).map((e) => formatError(e, dir));
    assert.equal(lines, [`error  the site folder's path ${dir} holds ${said}, which the bundler (esbuild) cannot write paths with\n  hint: rename or move the folder so that its path has no " or \\ in it`]);
    assert.not.ok(existsSync(join(dir, 'build')), 'nothing written');
  }
});

Hostile('a slug with "?" fails at its front matter line', async () => {
  const { lines } = await errorsOf({ 'content/docs/q.md': '---\nslug: /search?q=1\n---\n# Q\n' });
  assert.equal(lines, [
    'content/docs/q.md:2:7  error  route /docs/search?q=1 contains "?", where a browser ends the path and starts the query, so no link could reach the page\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`',
  ]);
});

Hostile('a percent-encoded "#" in a slug is a page of its own, written under its decoded name', async () => {
  const dir = writeSiteFiles('opdocs-hostile-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n\n[C#](/docs/c%23)\n', 'content/docs/c.md': '---\nslug: /c%23\n---\n# C sharp\n' });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build', 'docs', 'c#', 'index.html'), 'utf8'), 'C sharp');
});

Hostile('a routeBasePath that climbs out is blamed on the config, not on every page', async () => {
  const config = JSON.stringify({ title: 'T', url: 'https://example.com', docs: { routeBasePath: '../../x' }, blog: { routeBasePath: '' } });
  const { lines } = await errorsOf({ 'site.config.json': config });
  assert.equal(lines, [
    'site.config.json:1:66  error  docs.routeBasePath: must be path segments without "", "." or "..", got "../../x"\n  hint: e.g. "docs", "guides/v2", or "" for the site\'s root',
  ]);
});

Hostile('an attribute name that would end itself early is refused at its key', async () => {
  const config = JSON.stringify({ title: 'T', url: 'https://example.com', headTags: [{ tagName: 'link', attributes: { 'a" onload="alert(1)': 'x' } }] });
  const { lines } = await errorsOf({ 'site.config.json': config });
  assert.equal(lines, [
    'site.config.json:1:86  error  headTags[0].attributes["a\\" onload=\\"alert(1)"]: must be an attribute name, without spaces, quotes, "=", "/" or ">", e.g. "rel"',
  ]);
});

Hostile.run();
