/**
 * Custom navbar item kinds: a swizzled `NavbarItem/ComponentTypes` maps `custom-<name>` types
 * to the site's components, which draw the navbar items of those types with their config keys.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Types = suite('opdocs build: custom navbar item types from a swizzled NavbarItem/ComponentTypes');

const config = (items: unknown[]) => JSON.stringify({
  title: 'Moths', url: 'https://example.org', baseUrl: '/moths/', contentDir: '.', navbar: { title: 'Moths', items },
});

const ITEMS = [
  { type: 'custom-count', label: 'Moth count', count: 7, position: 'left' },
  { type: 'custom-lamp', to: '/docs/intro', label: 'Lamp' },
  { to: '/docs/intro', label: 'Docs', position: 'left' },
];

const SITE = {
  'site.config.json': config(ITEMS),
  'docs/intro.md': '# Intro\n\nThey love lamps.\n',
  'src/components/MothCount.js': [
    "import React from 'react';",
    'export default function MothCount({ label, count, position, mobile }) {',
    '  return <span className={`navbar__item moth-count moth-${position}`} data-mobile={String(!!mobile)}>{label}: {count}</span>;',
    '}',
  ].join('\n'),
  // A wrapper spreading the original map, as the survey's sites do; one kind reuses the default link.
  'src/theme/NavbarItem/ComponentTypes.js': [
    "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
    "import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';",
    "import React from 'react';",
    "import MothCount from '../../components/MothCount';",
    'function Lamp(props) {',
    '  return <DefaultNavbarItem {...props} className="moth-lamp" />;',
    '}',
    'export default { ...ComponentTypes, \'custom-count\': MothCount, \'custom-lamp\': Lamp };',
  ].join('\n'),
};

let site = '';
Types.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-navbar-types', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');
const navbar = (html: string) => /<nav[^>]*class="navbar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

Types('a custom item is drawn by the site\'s component with the item\'s other keys as props', () => {
  const bar = navbar(read(site, 'docs/intro/index.html'));
  assert.match(bar, /<span class="navbar__item moth-count moth-left" data-mobile="false">Moth count<!-- -->: <!-- -->7<\/span>/);
});

Types('items keep their order and side: a custom item without a position sits on the right', () => {
  const bar = navbar(read(site, 'docs/intro/index.html'));
  const left = /navbar__items"[\s\S]*?navbar__items navbar__items--right/.exec(bar)?.[0] ?? '';
  assert.ok(left.indexOf('moth-count') > 0 && left.indexOf('moth-count') < left.indexOf('>Docs<'), 'count before Docs on the left');
  const right = bar.slice(bar.indexOf('navbar__items--right'));
  assert.match(right, /<a[^>]*class="navbar__item navbar__link moth-lamp navbar__link--active"[^>]*href="\/moths\/docs\/intro"[^>]*>Lamp<\/a>|<a[^>]*href="\/moths\/docs\/intro"[^>]*class="navbar__item navbar__link moth-lamp navbar__link--active"[^>]*>Lamp<\/a>/);
});

Types('a kind the map lacks draws nothing, and a swizzle opdocs cannot apply leaves its kinds out without failing', async () => {
  const other = writeSiteFiles('opdocs-swizzled-navbar-types-left-out', {
    'site.config.json': config([{ type: 'custom-count', label: 'Moth count' }, { type: 'custom-gone', label: 'Gone' }, { to: '/docs/intro', label: 'Docs' }]),
    'docs/intro.md': '# Intro\n\nThey love lamps.\n',
    'src/theme/NavbarItem/ComponentTypes.js': [
      "import { useCodeWordWrap } from '@docusaurus/theme-common/internal';",
      "export default { dropdown: () => useCodeWordWrap(), 'custom-count': () => 'count' };",
    ].join('\n'),
  });
  await buildSite({ siteDir: other, outDir: 'build', quiet: true });
  const bar = navbar(read(other, 'docs/intro/index.html'));
  assert.match(bar, />Docs<\/a>/);
  assert.not.match(bar, /count|Gone/);
});

Types.run();
