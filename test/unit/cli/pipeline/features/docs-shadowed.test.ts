/**
 * Two docs on one route with onDuplicateRoutes "warn" (a translated README without a slug
 * beside a doc with `slug: /`): the first is kept, and a sidebar naming the other's id leads
 * to the page that route shows instead of failing, as Docusaurus, which keeps both ids, does.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import type { SidebarItem } from '../../../../../runtime/types';
import { writeSiteFiles } from '../../../../helpers/site-files';

const Shadowed = suite('a doc left out for another doc\'s route');

const site = (onDuplicateRoutes: string) => writeSiteFiles('opdocs-docs-shadowed-', {
  'site.config.json': JSON.stringify({ title: 'Twins', url: 'https://example.org', contentDir: '.', onDuplicateRoutes, docs: { sidebarPath: 'sidebars.json' } }),
  'sidebars.json': JSON.stringify({ guide: ['README', 'intro', 'more'] }),
  'docs/README.md': '# Read me\n',
  'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
  'docs/more.md': '# More\n',
});

Shadowed('under "warn" the sidebar lists the left-out id as the page its route shows, with one warning', async () => {
  const { result, errors, warnings } = await loadSite(await loadConfig(site('warn')));
  assert.equal(errors.map((e) => e.message), []);
  assert.equal(warnings.map((w) => w.error.message), ['two docs claim the route /docs/: README.md and intro.md']);
  const sidebar = result!.shared.find((s) => s.file.includes('sidebar-guide'))!.value as SidebarItem[];
  assert.equal(sidebar.map((i) => i.type === 'link' && [i.docId, i.href]), [['README', '/docs/'], ['README', '/docs/'], ['more', '/docs/more']]);
});

Shadowed('under "throw" the two docs are an error, as before', async () => {
  const { errors } = await loadSite(await loadConfig(site('throw')));
  assert.ok(errors.some((e) => e.message === 'two docs claim the route /docs/: README.md and intro.md'));
  assert.not.ok(errors.some((e) => e.message.includes('unknown doc id')));
});

Shadowed('a versioned sidebar naming the left-out doc by its old "version-<name>/" id leads to the page too', async () => {
  const dir = writeSiteFiles('opdocs-docs-shadowed-versioned-', {
    'site.config.json': JSON.stringify({ title: 'Twins', url: 'https://example.org', contentDir: '.', onDuplicateRoutes: 'warn', docs: { sidebarPath: 'sidebars.json' } }),
    'sidebars.json': JSON.stringify({ guide: ['more'] }),
    'docs/more.md': '# More\n',
    'versions.json': JSON.stringify(['1.0']),
    'versioned_docs/version-1.0/README.md': '# Read me\n',
    'versioned_docs/version-1.0/intro.md': '---\nslug: /\n---\n# Intro\n',
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ 'version-1.0/guide': [{ type: 'doc', id: 'version-1.0/intro' }, 'version-1.0/README'] }),
  });
  const { result, errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  const sidebar = result!.shared.find((s) => s.file.includes('1.0') && s.file.includes('guide'))!.value as SidebarItem[];
  assert.equal(sidebar.map((i) => i.type === 'link' && i.docId), ['README', 'README']);
});

Shadowed.run();
