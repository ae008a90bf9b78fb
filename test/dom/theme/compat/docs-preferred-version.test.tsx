/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createSiteData } from '../../../helpers/fixtures';
import { SiteContext } from '../../../../runtime/context';
import { useDocsPreferredVersion } from '../../../../theme/compat/docs-client';

const Preferred = suite("useDocsPreferredVersion, as a site's own version picker uses it");
useDomSuite(Preferred);

const site = createSiteData({
  docs: {
    pluginId: 'default', versionPersistence: 'localStorage',
    versions: [
      { name: 'current', label: 'Next', path: '/docs/next', mainDocPath: '/docs/next/intro', isLast: false },
      { name: '2.0', label: '2.0', path: '/docs', mainDocPath: '/docs/intro', isLast: true },
      { name: '1.0', label: '1.0', path: '/docs/1.0', mainDocPath: '/docs/1.0/intro', isLast: false },
    ],
  },
});

let save: (name: string) => void = () => {};
function Picker() {
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion();
  save = savePreferredVersionName;
  return <p id="preferred">{preferredVersion ? `${preferredVersion.name} at ${preferredVersion.path}` : 'none'}</p>;
}

Preferred('reads the stored pick once mounted, and a save shows at once and is stored', () => {
  window.localStorage.setItem('docs-preferred-version-default', '1.0');
  const { container } = render(<SiteContext.Provider value={site}><Picker /></SiteContext.Provider>);
  assert.is(container.querySelector('#preferred')?.textContent, '1.0 at /docs/1.0');
  act(() => save('current'));
  assert.is(container.querySelector('#preferred')?.textContent, 'current at /docs/next');
  assert.is(window.localStorage.getItem('docs-preferred-version-default'), 'current');
});

Preferred('a stored name that is no longer a version counts as none', () => {
  window.localStorage.setItem('docs-preferred-version-default', '0.9');
  const { container } = render(<SiteContext.Provider value={site}><Picker /></SiteContext.Provider>);
  assert.is(container.querySelector('#preferred')?.textContent, 'none');
});

Preferred.run();
