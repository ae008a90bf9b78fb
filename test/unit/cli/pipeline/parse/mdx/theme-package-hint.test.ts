import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { tempDir } from '../../../../../helpers/fixture-site';
import { loadParserParts } from '../../../../../helpers/parser-parts';

test.before(loadParserParts);

const hintOf = (siteDir: string) => {
  const source = ["import OwlSpec from '@theme/OwlSpec';", '', '# Owls', '', '<OwlSpec id="barn" />', ''].join('\n');
  const out = parseMarkdown({ source, file: join(siteDir, 'docs', 'api.mdx'), lineOffset: 0, isMdx: true, siteDir, baseUrl: '/' });
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].message, "MDX: '@theme/OwlSpec' is not a theme component opdocs provides");
  return out.errors[0].hint ?? '';
};

test('a @theme/ component of an installed theme package is named with that package in the hint', () => {
  const siteDir = tempDir('opdocs-theme-package-hint-');
  const theme = join(siteDir, 'node_modules', 'docusaurus-theme-owlspec', 'lib', 'theme', 'OwlSpec');
  mkdirSync(theme, { recursive: true });
  writeFileSync(join(theme, 'index.js'), 'export default () => null;\n');
  const hint = hintOf(siteDir);
  assert.ok(hint.startsWith('it is a component of docusaurus-theme-owlspec, a Docusaurus theme or plugin package, which opdocs does not load; '), hint);
  assert.ok(hint.endsWith('or write this one as src/theme/OwlSpec'), hint);
});

test('without such a package the hint names no package and still says how to write the component', () => {
  const hint = hintOf(tempDir('opdocs-theme-package-none-'));
  assert.ok(hint.startsWith('the theme provides @theme/Admonition'), hint);
  assert.ok(hint.endsWith('or write this one as src/theme/OwlSpec'), hint);
});

test.run();
