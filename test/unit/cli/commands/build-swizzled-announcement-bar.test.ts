/**
 * The whole announcement bar swizzled: ejected (reading the bar with `useThemeConfig()`, whether
 * it shows with `useAnnouncementBar()`, and drawn from the theme's Content and CloseButton) and
 * wrapping the original, in the theme's place on every page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Bar = suite('opdocs build: swizzled AnnouncementBar');

const BASE = {
  'site.config.json': JSON.stringify({
    title: 'Plovers', url: 'https://example.org', baseUrl: '/', contentDir: '.',
    announcementBar: { id: 'shore', content: 'Plovers on the <b>shore</b>', isCloseable: true, backgroundColor: '#123456', textColor: '#fedcba' },
  }),
  'docs/intro.md': '# Intro\n\nSmall and quick.\n',
};

const EJECTED = {
  ...BASE,
  'src/theme/AnnouncementBar/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import { useAnnouncementBar } from '@docusaurus/theme-common/internal';",
    "import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';",
    "import AnnouncementBarContent from '@theme/AnnouncementBar/Content';",
    'export default function AnnouncementBar() {',
    '  const { announcementBar } = useThemeConfig();',
    '  const { isActive, close } = useAnnouncementBar();',
    '  if (!isActive) return null;',
    '  const { backgroundColor, textColor, isCloseable } = announcementBar;',
    '  return <div className="plover-bar" style={{ backgroundColor, color: textColor }} role="banner">',
    '    <AnnouncementBarContent className="plover-text" />',
    '    {isCloseable && <AnnouncementBarCloseButton onClick={close} className="plover-close" />}',
    '  </div>;',
    '}',
  ].join('\n'),
};

const WRAPPED = {
  ...BASE,
  'src/theme/AnnouncementBar/index.js': [
    "import React from 'react';",
    "import AnnouncementBar from '@theme-original/AnnouncementBar';",
    'export default function Wrapper(props) { return <div className="plover-wrap"><AnnouncementBar {...props} /></div>; }',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Bar.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-bar-ejected', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-bar-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');

Bar('both take the place of the theme\'s bar', () => {
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point]), [['AnnouncementBar', 'AnnouncementBar']]);
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['AnnouncementBar', 'AnnouncementBar']]);
});

Bar('the ejected bar is drawn once, from the config, with the theme\'s text and labelled close button', () => {
  const html = page(ejected);
  assert.is(html.match(/role="banner"/g)?.length, 1);
  assert.not.match(html, 'class="announcement-bar');
  assert.match(html, /<div class="plover-bar" style="background-color:#123456;color:#fedcba" role="banner"><div class="plover-text"[^>]*>Plovers on the <b>shore<\/b><\/div>/);
  assert.match(html, /<button type="button"[^>]*aria-label="Close"[^>]*class="[^"]*plover-close|<button type="button"[^>]*class="[^"]*plover-close[^"]*"[^>]*aria-label="Close"/);
});

Bar('the wrapper puts its box around the theme\'s own bar', () => {
  assert.match(page(wrapped), /<div class="plover-wrap"><div class="announcement-bar theme-announcement-bar" role="banner"/);
});

Bar.run();
