/**
 * The announcement bar's parts swizzled: `AnnouncementBar/Content` wrapped (a label before the
 * config's text) and `AnnouncementBar/CloseButton` ejected (its own icon and label), inside the
 * theme's bar on every page; without `isCloseable` no close button is drawn at all.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Bar = suite('opdocs build: swizzled AnnouncementBar/Content and AnnouncementBar/CloseButton');

const config = (isCloseable: boolean) => JSON.stringify({
  title: 'Cranes', url: 'https://example.org', baseUrl: '/', contentDir: '.',
  announcementBar: { id: 'migration', content: 'Cranes fly <b>south</b> soon', isCloseable },
});

const PARTS = {
  'src/theme/AnnouncementBar/Content/index.js': [
    "import React from 'react';",
    "import Content from '@theme-original/AnnouncementBar/Content';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    'export default function ContentWrapper(props) {',
    '  const { announcementBar } = useThemeConfig();',
    '  return <div className="crane-news"><span className="crane-label">News ({announcementBar.id})</span><Content {...props} /></div>;',
    '}',
  ].join('\n'),
  'src/theme/AnnouncementBar/CloseButton/index.js': [
    "import React from 'react';",
    "import { translate } from '@docusaurus/Translate';",
    "import IconClose from '@theme/Icon/Close';",
    'export default function CloseButton(props) {',
    "  const label = translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' });",
    '  return <button type="button" aria-label={`${label} the news`} {...props} className={`crane-close ${props.className}`}><IconClose width={10} height={10} /></button>;',
    '}',
  ].join('\n'),
  'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><main>Wings</main></Layout>; }\n",
  'docs/intro.md': '# Intro\n\nLong legs.\n',
};

let closeable = '';
let fixed = '';
Bar.before(async () => {
  closeable = writeSiteFiles('opdocs-swizzled-announcement', { ...PARTS, 'site.config.json': config(true) });
  fixed = writeSiteFiles('opdocs-swizzled-announcement-fixed', { ...PARTS, 'site.config.json': config(false) });
  await buildSite({ siteDir: closeable, outDir: 'build', quiet: true });
  await buildSite({ siteDir: fixed, outDir: 'build', quiet: true });
});

const bar = (dir: string, rel: string) => {
  const html = readFileSync(join(dir, 'build', rel), 'utf8');
  const start = html.indexOf('<div class="announcement-bar theme-announcement-bar"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</button>', start) + 9);
};

Bar('the wrapped content and the ejected close button sit in the theme\'s bar on every page', () => {
  for (const rel of ['index.html', 'docs/intro/index.html']) {
    const html = bar(closeable, rel);
    assert.match(html, /<div class="crane-news"><span class="crane-label">News \(<!-- -->migration<!-- -->\)<\/span><div class="announcement-bar__content">Cranes fly <b>south<\/b> soon<\/div><\/div>/, rel);
    assert.match(html, /<button type="button" aria-label="Close the news" class="crane-close announcement-bar__close"><svg[^>]*width="10"/, rel);
  }
});

Bar('a bar that cannot be closed gets the swizzled content and no close button', () => {
  const html = readFileSync(join(fixed, 'build', 'index.html'), 'utf8');
  assert.match(html, '<span class="crane-label">News (<!-- -->migration<!-- -->)</span>');
  assert.not.match(html, 'crane-close');
});

Bar.run();
