/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import { DocVersionBanner, getVersionBannerText } from '../../../../theme/DocVersion/DocVersionBanner';
import type { VersionData } from '../../../../runtime/types';
import { textsOf } from '../../../../theme/texts/texts';
import { makeSite } from '../../../helpers/page-fixtures';

const latest: VersionData = { name: '2.0', label: '2.0', path: '/base/docs', mainDocPath: '/base/docs/intro', isLast: true };

const test = suite('DocVersionBanner');
test.before.each(() => {
  resetBody();
  localStorage.clear();
});

test('words the unmaintained banner with the site title and version label', () => {
  assert.is(getVersionBannerText(textsOf(makeSite()), 'unmaintained', 'TyKO', '1.0'), 'This is documentation for TyKO 1.0, which is no longer actively maintained.');
});

test('remembers the latest version as preferred when its link is followed', () => {
  const { container } = renderWithSite(
    <DocVersionBanner kind="unmaintained" siteTitle="TyKO" versionLabel="1.0" latest={latest} pluginId="default" persist />,
  );
  const link = container.querySelector('a')!;
  link.addEventListener('click', (e) => e.preventDefault());
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  assert.is(localStorage.getItem('docs-preferred-version-default'), '2.0');
});

test('stores nothing when version persistence is off', () => {
  const { container } = renderWithSite(
    <DocVersionBanner kind="unreleased" siteTitle="TyKO" versionLabel="Next" latest={latest} pluginId="default" persist={false} />,
  );
  const link = container.querySelector('a')!;
  link.addEventListener('click', (e) => e.preventDefault());
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  assert.is(localStorage.getItem('docs-preferred-version-default'), null);
});

test.run();
