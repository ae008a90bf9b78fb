/**
 * Output names a Windows checkout cannot hold (device names, a dot or space at the end,
 * < > : " | ? *) are warned about once per name, naming the file, the route and what to rename;
 * the build goes on.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type { RouteData } from '../../../../../runtime/types';
import { windowsNameProblem } from '../../../../../cli/pipeline/check/windows-names';
import { checkRouteFiles, type RouteSource } from '../../../../../cli/pipeline/check/route-files';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { buildSite } from '../../../../../cli/commands/build';
import { writeSiteFiles } from '../../../../helpers/site-files';

const Names = suite('names Windows cannot hold');

Names('device names are refused in any case and with any extension; names that only start like one are fine', () => {
  for (const name of ['con', 'CON', 'Prn.html', 'aux.tar.gz', 'nul', 'COM1', 'com9.txt', 'lpt1', 'LPT9.md', 'con .txt', 'com¹']) {
    assert.match(windowsNameProblem(name) ?? '', 'is a device name on Windows', name);
  }
  for (const name of ['console', 'com0', 'com10', 'lpt', 'auxiliary.md', 'null', 'index.html', 'icon', 'econ']) {
    assert.is(windowsNameProblem(name), null, name);
  }
});

Names('a name ending in a dot or a space, or holding < > : " | ? * or a control character, is refused', () => {
  assert.match(windowsNameProblem('trail.') ?? '', 'drops the dot');
  assert.match(windowsNameProblem('trail ') ?? '', 'drops the space');
  for (const c of ['<', '>', ':', '"', '|', '?', '*']) assert.match(windowsNameProblem(`a${c}b`) ?? '', `no "${c}"`, c);
  assert.match(windowsNameProblem('a\u0001b') ?? '', 'no control character');
  assert.is(windowsNameProblem('v1.2 notes'), null);
});

const route = (path: string) => ({ kind: 'doc', path, page: 'doc', deps: [], head: {} }) as unknown as RouteData;

Names('the route check warns once per name, naming the first page\'s file and route and counting the others under it', () => {
  const routes = [route('/docs/aux/one'), route('/docs/aux/two'), route('/docs/fine'), route('/docs/what%3F')];
  const sources = new Map<RouteData, RouteSource>(routes.map((r) => [r, { file: `/site${r.path.replace('%3F', 'q')}.md` }]));
  const found = checkRouteFiles({
    routes, sources, fallback: { file: '/site/site.config.json' }, baseUrl: '/', siteDir: '/site',
    staticFiles: [{ file: '/site/static/NUL.txt', rel: 'NUL.txt' }], generatedFiles: [],
  });
  assert.ok(found.every((e) => e.unchecked), 'each is a warning');
  assert.equal(found.map((e) => e.file), ['/site/docs/aux/one.md', '/site/docs/whatq.md', '/site/static/NUL.txt']);
  assert.match(found[0].message, 'the page /docs/aux/one is written to docs/aux/one/index.html (and 1 more file under that name)');
  assert.match(found[0].message, '"AUX" is a device name');
  assert.match(found[0].hint ?? '', 'rename the file or folder "aux"');
  assert.match(found[1].message, 'docs/what?/index.html');
  assert.match(found[2].message, 'static file NUL.txt');
  assert.match(found[2].hint ?? '', 'e.g. "NUL-page.txt"');
});

Names('a site with such names loads with warnings that point at the slug line, and builds', async () => {
  const dir = writeSiteFiles('windows-names-', {
    'site.config.json': JSON.stringify({ title: 'W', url: 'https://example.com' }),
    'content/docs/con.md': '---\ntitle: Con\n---\nText.\n',
    'content/docs/trail.md': '---\ntitle: Trail\nslug: "/ends."\n---\nText.\n',
  });
  const { result, warnings } = await loadSite(await loadConfig(dir));
  assert.ok(result, 'the site loads');
  const windows = warnings.filter((w) => /Windows/.test(w.error.message)).map((w) => w.error);
  assert.equal(windows.map((e) => [e.file, e.line]), [[join(dir, 'content/docs/con.md'), undefined], [join(dir, 'content/docs/trail.md'), 3]]);
  assert.match(windows[1].hint ?? '', 'change "ends." in this slug, e.g. "ends"');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(existsSync(join(dir, 'build/docs/con/index.html')), 'the page is built where it was');
});

Names.run();
