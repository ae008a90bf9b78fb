import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

// A versions page as Docusaurus sites write it: it reads the preset's docs options from siteConfig.
const PAGE = [
  "import Layout from '@theme/Layout';",
  "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
  '',
  'export default function Versions() {',
  '  const { siteConfig } = useDocusaurusContext();',
  '  const only = siteConfig.presets[0][1].docs.onlyIncludeVersions;',
  '  return <Layout><main>{String(only)}</main></Layout>;',
  '}',
].join('\n');

async function failure(tag: string, page: string) {
  const dir = copyFixture('docusaurus-react-pages', tag);
  writeFileSync(join(dir, 'src', 'pages', 'versions.tsx'), page);
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors, 'the build fails');
  return { dir, err: errors![0] };
}

test('a page reading a siteConfig key opdocs does not carry fails at that line, saying where to keep the value', async () => {
  const { dir, err } = await failure('site-config-presets', PAGE);
  assert.is(err.file, join(dir, 'src', 'pages', 'versions.tsx'));
  assert.is(err.line, 6);
  assert.match(err.message, /^rendering \/site\/versions failed: /);
  assert.match(err.hint!, /^`siteConfig\.presets` is not in opdocs' useDocusaurusContext\(\), which has siteConfig\.title, .*customFields/);
});

test('a missing themeConfig part is named the same way', async () => {
  const { err } = await failure('site-config-footer', PAGE.replace('siteConfig.presets[0][1].docs.onlyIncludeVersions', 'siteConfig.themeConfig.footer.links.length'));
  assert.match(err.hint!, /^`themeConfig\.footer` is not in opdocs' useDocusaurusContext\(\)/);
});

test('a page that throws while reading keys opdocs has keeps the plain hint', async () => {
  const { err } = await failure('site-config-known', PAGE.replace('siteConfig.presets[0][1].docs.onlyIncludeVersions', 'siteConfig.customFields.missing.deep'));
  assert.is(err.hint, 'fix the React page at this position; it threw while rendering on the server');
});

test.run();
