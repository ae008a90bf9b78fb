/**
 * A sidebars file that misbehaves while the build runs it (exits the process, throws values that
 * are not Errors, exports getters or Proxies that throw, or absurd lists), and symlinked folders
 * that would take the walk through the whole disk or through exponentially many paths. Each
 * build fails naming the file, and leaves the previous output as it was.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus.ts';
import { webpackAliases } from '../../../../cli/migrate/webpack-aliases.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors as failure } from '../../../helpers/build-failure.ts';

const Code = suite('hostile site code and links');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', docs: { sidebarPath: 'sidebars.js' } });

/** A built site whose sidebars file is then replaced by `sidebars`; the printed errors of its next build. */
async function errorsWith(sidebars: string): Promise<{ dir: string; errors: string[] }> {
  const dir = writeSiteFiles('opdocs-hostile-code-', {
    'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', 'sidebars.js': "module.exports = { s: ['intro'] };\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'sidebars.js'), sidebars);
  return { dir, errors: await failure(dir) };
}

Code('a sidebars file that calls process.exit fails the build at that line, even when it catches the refusal; the output stays', async () => {
  const { dir, errors } = await errorsWith("module.exports = { s: ['intro'] };\ntry { process.exit(0); } catch {}\n");
  assert.equal(errors, ['sidebars.js:2:15  error  sidebars file called process.exit(0) while loading, which would end the build unfinished\n  hint: remove the process.exit call: the file only needs to export its sidebars']);
  assert.match(readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8'), 'Intro');
});

Code('values thrown that are not Errors are named, not printed as an opdocs bug', async () => {
  assert.match((await errorsWith('throw null;\n')).errors[0], 'sidebars file threw while loading: null');
  assert.match((await errorsWith('module.exports = Promise.reject(42);\n')).errors[0], 'sidebars file threw while loading: 42');
});

Code('a getter or a Proxy trap that throws is blamed on the sidebars file at its line', async () => {
  const getter = await errorsWith("module.exports = {\n  get s() { throw new Error('no sidebar today'); },\n};\n");
  assert.equal(getter.errors.length, 1);
  assert.match(getter.errors[0], /^sidebars\.js:2:\d+ {2}error {2}sidebars file threw while loading: no sidebar today/);
  const proxy = await errorsWith("module.exports = new Proxy({}, { ownKeys() { throw new Error('trap'); } });\n");
  assert.match(proxy.errors[0], /^sidebars\.js:1:\d+ {2}error {2}sidebars file threw while loading: trap/);
});

Code('a sparse list of four billion items is refused at once instead of looping for hours', async () => {
  const { errors } = await errorsWith('const items = []; items.length = 2 ** 32 - 1; module.exports = { s: items };\n');
  assert.equal(errors, ['sidebars.js  error  sidebars file exports a list of 4294967295 items (at most 1000000 are read)\n  hint: check how the file builds its lists: a sidebar lists its items one by one']);
});

Code('a docs folder linking to "/" is refused at the link, not walked through the whole disk and its unreadable folders', async () => {
  const dir = writeSiteFiles('opdocs-hostile-code-', { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }), 'content/docs/intro.md': '# Intro\n' });
  symlinkSync('/', join(dir, 'content/docs/root'));
  const errors = await failure(dir);
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^content\/docs\/root {2}error {2}is a symlink to a folder outside the site folder \(it holds [^)]+\); publishing it could leak any file/);
});

Code('a linked folder outside the site is searched level by level: the shallowest page is named', async () => {
  const outside = writeSiteFiles('opdocs-hostile-outside-', { 'a/b/c/d/deep.md': '# Deep\n', 'z/shallow.md': '# Shallow\n' });
  const dir = writeSiteFiles('opdocs-hostile-code-', { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }), 'content/docs/intro.md': '# Intro\n' });
  symlinkSync(outside, join(dir, 'content/docs/far'));
  assert.equal(await failure(dir), ['content/docs/far  error  is a symlink to a folder outside the site folder (it holds z/shallow.md); publishing it could leak any file\n  hint: copy the folder into the site instead of linking to it']);
});

Code('folders linking to each other two ways, twenty deep, stop at a budget with an error instead of a million walks', async () => {
  const dir = writeSiteFiles('opdocs-hostile-code-', { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }), 'content/docs/d20/leaf.md': '# Leaf\n' });
  for (let i = 1; i < 20; i++) {
    mkdirSync(join(dir, `content/docs/d${i}`), { recursive: true });
    symlinkSync(`../d${i + 1}`, join(dir, `content/docs/d${i}/a`));
    symlinkSync(`../d${i + 1}`, join(dir, `content/docs/d${i}/b`));
  }
  const errors = await failure(dir);
  assert.is(errors.length, 1);
  assert.match(errors[0], /^content\/docs\/d1\/[ab/]+ {2}error {2}is one of more than 2000 symlinked folders met on the way through links/);
});

Code('migrate: a config that exits or throws a number is named with what it did', async () => {
  const exits = writeSiteFiles('opdocs-hostile-migrate-', { 'docusaurus.config.js': "module.exports = { title: 'T' };\nprocess.exit(1);\n" });
  const err = await loadDocusaurusConfig(exits).catch((e: unknown) => e);
  assert.equal(asUserErrors(err)?.map((e) => formatError(e, exits)), ['docusaurus.config.js  error  docusaurus.config.js called process.exit(1) while loading\n  hint: remove the process.exit call: the config only needs to export its object']);
  const throws = writeSiteFiles('opdocs-hostile-migrate-', { 'docusaurus.config.js': 'throw 7;\n' });
  const err2 = await loadDocusaurusConfig(throws).catch((e: unknown) => e);
  assert.match(asUserErrors(err2)?.map((e) => formatError(e, throws))[0] ?? '', 'docusaurus.config.js failed while loading: 7');
});

Code('migrate: an inline plugin that calls process.exit while called for its aliases gives none, and migrate goes on', () => {
  const exiting = () => process.exit(0);
  assert.equal(webpackAliases(exiting, '/site', {}), {});
  assert.equal(webpackAliases(() => ({ configureWebpack: () => process.exit(1) }), '/site', {}), {});
});

Code.run();
