/** Meta's internaldocs-fb preset in a public build: <FbInternalOnly> hidden, <OssOnly> shown, at build time. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('internaldocs-fb gates');
test.before(loadParserParts);

const WITH_PRESET = JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1', 'docusaurus-plugin-internaldocs-fb': '1.19.2' } });
const WITHOUT = JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1' } });
const parse = (source: string, pkg: string) => parseMarkdown({
  source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/',
  readFile: (f) => (f === '/site/package.json' ? pkg : undefined),
});

const BARE = '# Install\n\n<FbInternalOnly>\n\nSee the **internal** wiki.\n\n</FbInternalOnly>\n\n<OssOnly>\n\nRun `cargo install`.\n\n</OssOnly>\n';

test('under the preset, bare <FbInternalOnly> drops its content and <OssOnly> keeps it', () => {
  const out = parse(BARE, WITH_PRESET);
  assert.equal(out.errors, []);
  assert.not.match(out.html, 'internal');
  assert.match(out.html, '<p>Run <code>cargo install</code>.</p>');
});

test('a hidden block is not read further: a component defined nowhere inside it is no error', () => {
  const out = parse('<FBInternalOnly> <SecretTable /> </FBInternalOnly>\n\n<OSSOnly>Public</OSSOnly>\n', WITH_PRESET);
  assert.equal(out.errors, []);
  assert.match(out.html, 'Public');
  assert.not.match(out.html, 'SecretTable');
});

test('imported from the package\'s internal entry, the gates work without the package installed, renamed too', () => {
  const source = "import {OssOnly, FbInternalOnly as Internal} from 'docusaurus-plugin-internaldocs-fb/internal';\n\n<Internal>Hidden text</Internal>\n\n<OssOnly>Shown text</OssOnly>\n";
  const out = parse(source, WITHOUT);
  assert.equal(out.errors, []);
  assert.match(out.html, 'Shown text');
  assert.not.match(out.html, 'Hidden text');
});

test('the older helpers package, internaldocs-fb-helpers, gives the same gates', () => {
  const out = parse("import {OssOnly, FbInternalOnly} from 'internaldocs-fb-helpers';\n\n<FbInternalOnly>Hidden text</FbInternalOnly>\n\n<OssOnly>Shown text</OssOnly>\n", WITHOUT);
  assert.equal(out.errors, []);
  assert.match(out.html, 'Shown text');
  assert.not.match(out.html, 'Hidden text');
});

test('another name from the internal entry is still reported as a package that is not installed', () => {
  const out = parse("import {FbInternalOnly, InternComponent} from 'docusaurus-plugin-internaldocs-fb/internal';\n\n<InternComponent />\n", WITHOUT);
  assert.equal(out.errors.map((e) => e.message), ["MDX: <InternComponent> comes from the package 'docusaurus-plugin-internaldocs-fb/internal', which is not installed"]);
});

test('without the preset in package.json, a bare <OssOnly> is an unknown component at its line', () => {
  const out = parse(BARE, WITHOUT);
  assert.equal(out.errors.map((e) => [e.line, e.message]), [
    [3, 'MDX: unknown component <FbInternalOnly>: it is neither imported nor provided by the theme'],
    [9, 'MDX: unknown component <OssOnly>: it is neither imported nor provided by the theme'],
  ]);
});

test.run();
