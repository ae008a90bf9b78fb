/**
 * A Docusaurus site's pages plugin `exclude` leaves files of src/pages out of a build in place,
 * as Docusaurus does (a component another plugin serves at a route of its own).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { pagesExcludeOf } from '../../../../cli/migrate/pages-exclude';
import { listReactPages } from '../../../../cli/pipeline/features/pages';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite } from '../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../helpers/site-files';

test('the globs come from the classic preset\'s pages, or from the pages plugin; none given is undefined', () => {
  assert.equal(pagesExcludeOf({ presets: [['classic', { pages: { exclude: ['perch.tsx', '**/_*/**', 3] } }]] }), ['perch.tsx', '**/_*/**']);
  assert.equal(pagesExcludeOf({ plugins: [['@docusaurus/plugin-content-pages', { exclude: ['nest/**'] }]] }), ['nest/**']);
  assert.is(pagesExcludeOf({ presets: [['classic', { pages: {} }]] }), undefined);
});

test('an excluded React page is neither a route nor bundled; the default exclusions no longer apply once the site names its own', async () => {
  const dir = writeSiteFiles('opdocs-pages-exclude-', {
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/',",
      "  presets: [['classic', { docs: false, blog: false, pages: { exclude: ['perch.tsx'] } }]],",
      '};',
    ].join('\n'),
    'src/pages/index.tsx': 'export default function Home() { return null; }\n',
    'src/pages/perch.tsx': "import Missing from 'owl-package-not-installed';\nexport default function Perch() { return <Missing />; }\n",
    'src/pages/_nest.tsx': 'export default function Nest() { return null; }\n',
  });
  try {
    const config = await loadConfig(dir);
    const { result, errors } = await loadSite(config);
    assert.equal(errors.map((e) => e.message), []);
    const paths = result!.routes.map((r) => r.path);
    assert.ok(paths.includes('/'), 'the home page is built');
    assert.not.ok(paths.includes('/perch'), 'the excluded page is not');
    assert.ok(paths.includes('/_nest'), 'the site\'s own list replaces the default "_" rule, as in Docusaurus');
    const early = await listReactPages(`${dir}/src/pages`, ['perch.tsx']);
    assert.equal([...early.keys()].sort(), ['react:_nest', 'react:index']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
