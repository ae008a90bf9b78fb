import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withOutputRoutes, type SkippedPlugin } from '../../../../cli/config/skipped-plugins.ts';

const config = {
  siteDir: '/site', contentDir: '.',
  docs: { path: 'docs', routeBasePath: '' },
  docsInstances: [{ path: 'guides', routeBasePath: 'guides' }],
};

test('a skipped plugin writing into a docs folder makes routes under that folder\'s route', () => {
  const plugins: SkippedPlugin[] = [
    { name: 'owl-openapi', routes: [], outputs: ['docs/integrations/api'] },
    { name: 'owl-typedoc', routes: ['reference'], outputs: ['guides/ref/core', 'guides/ref/wings'] },
  ];
  assert.equal(withOutputRoutes(plugins, config).map((p) => [p.name, p.routes]), [
    ['owl-openapi', ['integrations/api']],
    ['owl-typedoc', ['reference', 'guides/ref/core', 'guides/ref/wings']],
  ]);
});

test('outputs outside every docs folder, the docs folder itself and plugins without outputs keep their routes', () => {
  const plugins: SkippedPlugin[] = [
    { name: 'owl-gen', routes: [], outputs: ['static/api', 'docs'] },
    { name: 'owl-search', routes: [] },
  ];
  const out = withOutputRoutes(plugins, { ...config, docs: false, docsInstances: [{ path: 'docs', routeBasePath: 'docs' }] });
  assert.equal(out, plugins);
});

test.run();
