import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DocTagRoute } from '../../../../../runtime/types';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

const Docs = suite('docs: tagsBasePath per instance and version, include/exclude per folder');

/** A site with docs in two versions and a second docs instance, each with tags. */
function writeSite(docs: Record<string, unknown>, instance: Record<string, unknown> = {}): string {
  return writeSiteFiles('opdocs-doc-paths-', {
    'site.config.json': JSON.stringify({
      title: 'Kilns', url: 'https://example.org', contentDir: '.', docs,
      docsInstances: [{ id: 'glaze', path: 'glaze', routeBasePath: 'glaze', ...instance }],
    }),
    'versions.json': JSON.stringify(['1.0']),
    'docs/firing.md': '---\ntags: [heat]\n---\n# Firing\n',
    'docs/notes/cone-chart.md': '# Cone chart\n',
    'docs/_shared.md': 'Shared text.\n',
    'versioned_docs/version-1.0/firing.md': '---\ntags: [heat]\n---\n# Firing (1.0)\n',
    'versioned_docs/version-1.0/notes/old-chart.md': '# Old chart\n',
    'glaze/celadon.md': '---\ntags: [green]\n---\n# Celadon\n',
  });
}

const paths = (site: { routes: { path: string }[] }) => site.routes.map((r) => r.path).sort();

Docs('tag pages go under tagsBasePath of each version, and each instance has its own', async () => {
  const site = await loadCleanSite(writeSite({ tagsBasePath: 'labels' }, { tagsBasePath: '/kinds/' }));
  const all = paths(site);
  for (const path of ['/docs/labels', '/docs/labels/heat', '/docs/next/labels', '/docs/next/labels/heat', '/glaze/kinds', '/glaze/kinds/green']) {
    assert.ok(all.includes(path), path);
  }
  assert.equal(all.filter((p) => p.includes('/tags')), []);
  assert.equal(docAt(site, '/docs/next/firing')?.tags, [{ label: 'heat', href: '/docs/next/labels/heat' }]);
  assert.is((site.routes.find((r) => r.path === '/glaze/kinds/green') as DocTagRoute).allTagsHref, '/glaze/kinds');
});

Docs('by default tags are at "tags" and `_` files are no pages', async () => {
  const all = paths(await loadCleanSite(writeSite({})));
  assert.ok(all.includes('/docs/tags/heat') && all.includes('/glaze/tags/green'));
  assert.ok(all.includes('/docs/next/notes/cone-chart'));
  assert.equal(all.filter((p) => p.includes('shared')), []);
});

Docs('exclude and include apply to every version folder of the docs', async () => {
  const excluded = paths(await loadCleanSite(writeSite({ exclude: ['**/notes/**'] })));
  assert.equal(excluded.filter((p) => p.includes('chart')), []);
  assert.ok(excluded.includes('/docs/firing') && excluded.includes('/docs/next/firing'));
  // With no exclude at all, a `_` file is a page like any other, as in Docusaurus.
  const included = paths(await loadCleanSite(writeSite({ include: ['*.md'], exclude: [] })));
  assert.ok(included.includes('/docs/next/_shared'));
  assert.equal(included.filter((p) => p.includes('chart')), []);
});

Docs.run();
