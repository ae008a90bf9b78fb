import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getWindow, ORIGIN, BASE, useDomSuite } from '../../helpers/dom';
import { setMedia } from '../../helpers/dom-env';
import { createSiteData } from '../../helpers/fixtures';
import { renderHeadScripts } from '../../../theme/head-scripts';
import type { SiteData } from '../../../runtime/types';


const script = suite('renderHeadScripts');
useDomSuite(script);

/** Runs the inline script the way a browser would, against the happy-dom globals. */
function runScript(site: SiteData, search = ''): void {
  getWindow().happyDOM.setURL(`${ORIGIN}${BASE}docs/faq${search}`);
  const markup = renderHeadScripts(site);
  const match = /^<script>([\s\S]*)<\/script>$/.exec(markup);
  assert.ok(match, 'markup is one inline <script>');
  new Function(match[1])();
}

function withColorMode(overrides: Partial<SiteData['colorMode']>): SiteData {
  const site = createSiteData();
  return { ...site, colorMode: { ...site.colorMode, ...overrides } };
}

const attr = (name: string) => document.documentElement.getAttribute(name);

script('uses the default mode when nothing is stored', () => {
  runScript(withColorMode({ defaultMode: 'light' }));
  assert.is(attr('data-theme'), 'light');
  runScript(withColorMode({ defaultMode: 'dark' }));
  assert.is(attr('data-theme'), 'dark');
});

script('a stored mode wins over the default', () => {
  localStorage.setItem('theme', 'dark');
  runScript(withColorMode({ defaultMode: 'light' }));
  assert.is(attr('data-theme'), 'dark');
});

script('the ?docusaurus-theme= parameter wins over storage', () => {
  localStorage.setItem('theme', 'dark');
  runScript(createSiteData(), '?docusaurus-theme=light');
  assert.is(attr('data-theme'), 'light');
});

script('follows the system preference only when respectPrefersColorScheme is on', () => {
  setMedia('(prefers-color-scheme: dark)', true);
  runScript(withColorMode({ respectPrefersColorScheme: false }));
  assert.is(attr('data-theme'), 'light');
  runScript(withColorMode({ respectPrefersColorScheme: true }));
  assert.is(attr('data-theme'), 'dark');
});

script('ignores a stored mode when the switch is disabled', () => {
  localStorage.setItem('theme', 'dark');
  runScript(withColorMode({ disableSwitch: true }));
  assert.is(attr('data-theme'), 'light');
});

script('copies ?docusaurus-data-<name>= parameters to data-<name>', () => {
  runScript(createSiteData(), '?docusaurus-data-mode=embed');
  assert.is(attr('data-mode'), 'embed');
});

script('marks a dismissed announcement bar only while its id is unchanged', () => {
  const site = { ...createSiteData(), announcementBar: { id: 'release-1', content: 'Hi', isCloseable: true } };
  runScript(site);
  assert.is(attr('data-announcement-bar-initially-dismissed'), 'false');
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  localStorage.setItem('docusaurus.announcement.id', 'release-1');
  runScript(site);
  assert.is(attr('data-announcement-bar-initially-dismissed'), 'true');
  localStorage.setItem('docusaurus.announcement.id', 'release-0');
  runScript(site);
  assert.is(attr('data-announcement-bar-initially-dismissed'), 'false');
});

script('never hides a bar that cannot be closed, whatever an earlier bar of its id left stored', () => {
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  localStorage.setItem('docusaurus.announcement.id', 'release-1');
  runScript({ ...createSiteData(), announcementBar: { id: 'release-1', content: 'Hi', isCloseable: false } });
  assert.is(attr('data-announcement-bar-initially-dismissed'), 'false');
});

script('sets no announcement attribute when no bar is configured', () => {
  runScript(createSiteData());
  assert.is(attr('data-announcement-bar-initially-dismissed'), null);
});

script('still sets a theme when storage throws', () => {
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new Error('blocked'); } });
  try {
    runScript(withColorMode({ defaultMode: 'dark' }));
    assert.is(attr('data-theme'), 'dark');
  } finally {
    if (storage) Object.defineProperty(window, 'localStorage', storage);
    else delete (window as unknown as Record<string, unknown>).localStorage;
  }
});

script('cannot be broken out of by an announcement id containing </script>', () => {
  const site = { ...createSiteData(), announcementBar: { id: '</script><b>', content: '', isCloseable: true } };
  const markup = renderHeadScripts(site);
  assert.is(markup.indexOf('</script>'), markup.length - '</script>'.length);
});

script.run();
