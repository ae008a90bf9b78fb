/**
 * The names a swizzle imports from opdocs' Docusaurus stand-ins, checked against what each
 * stand-in exports: a name opdocs lacks keeps the swizzle out, where esbuild would fail the build.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { missingExports, namedImportsOf, withoutTypeOnlyImports } from '../../../../cli/bundle/swizzle-imports.ts';
import { docusaurusModuleFile } from '../../../../cli/bundle/docusaurus-modules.ts';
import { listSwizzled, missingModules } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const INTERNAL = '@docusaurus/theme-common/internal';

test('named imports are read with renames, a default beside them and across lines; types and other modules are not', () => {
  const text = [
    "import Theme, { useDoc as doc, type Props, splitNavbarItems } from '@docusaurus/theme-common/internal';",
    'import {',
    '  useNavbarMobileSidebar,',
    "} from \"@docusaurus/theme-common/internal\";",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
  ].join('\n');
  assert.equal(namedImportsOf(text, INTERNAL), ['useDoc', 'splitNavbarItems', 'useNavbarMobileSidebar']);
  assert.equal(namedImportsOf(text, '@docusaurus/theme-common'), ['useThemeConfig']);
});

test('a name the stand-in lacks is reported with its module; the ones it has are not', () => {
  const text = "import { useNavbarMobileSidebar, useCodeWordWrap } from '@docusaurus/theme-common/internal';";
  assert.equal(missingExports(text, INTERNAL, docusaurusModuleFile(INTERNAL)), ['useCodeWordWrap from @docusaurus/theme-common/internal']);
});

test('a module resolved to the site\'s own file is not checked against a stand-in', () => {
  assert.equal(missingExports("import { anything } from '@theme/Kite';", '@theme/Kite', '/site/src/theme/Kite/index.js'), []);
  assert.equal(missingExports("import { anything } from '@theme/Kite';", '@theme/Kite', undefined), []);
});

test('a swizzle importing a name theme-common lacks is left out and listed with it, not applied to fail the build', () => {
  const dir = writeSiteFiles('swizzle-imports-left-out', {
    'src/theme/DocSidebarItem/Link/index.js': [
      "import { ThemeClassNames, useNotAThing } from '@docusaurus/theme-common';",
      "import Link from '@theme-original/DocSidebarItem/Link';",
      'export default function L(props) { useNotAThing(); return <Link {...props} className={ThemeClassNames.docs.docSidebarItemLink} />; }',
    ].join('\n'),
  });
  assert.equal(listSwizzled(dir), [{
    name: 'DocSidebarItem/Link', file: join('src', 'theme', 'DocSidebarItem', 'Link', 'index.js'), point: 'SidebarLinkItem',
    missing: ['useNotAThing from @docusaurus/theme-common'],
  }]);
});

test('words in strings and method calls are no imports: a list holding "import" and Array.from(\'…\') need no package', () => {
  const dir = writeSiteFiles('swizzle-imports-words', {
    'src/theme/DocSidebarItem/Link/icons.js': 'export const NAMES = [\n  "help",\n  "import",\n  "info",\n];\nexport const letters = Array.from(\'abc\');\n',
    'src/theme/DocSidebarItem/Link/index.js': "import { NAMES } from './icons';\nimport Link from '@theme-original/DocSidebarItem/Link';\nexport default function L(props) { return <Link {...props} title={NAMES[0]} />; }\n",
  });
  assert.equal(missingModules(join(dir, 'src/theme/DocSidebarItem/Link/index.js'), dir), []);
});

test('imports in comments count for nothing: JSDoc types and code commented out', () => {
  const dir = writeSiteFiles('swizzle-imports-comments', {
    'src/theme/DocItem/Footer/index.js': [
      "import React from 'react';",
      '/**',
      " * @param {import('@docusaurus/plugin-content-docs').DocMetadata} metadata",
      ' */',
      "// import { useCodeWordWrap } from '@docusaurus/theme-common/internal';",
      "import Footer from '@theme-original/DocItem/Footer';",
      'export default function F(props) { return <Footer {...props} />; }',
    ].join('\n'),
  });
  assert.equal(missingModules(join(dir, 'src/theme/DocItem/Footer/index.js'), dir), []);
});

test('an import used only after typeof is dropped, as esbuild drops it from TypeScript; one used as a value stays', () => {
  const text = [
    "import React, { type ComponentProps } from 'react';",
    "import OriginalDocItem from '@theme-original/DocItem';",
    "import { Shape, useShape } from '@site/src/shape';",
    "import Badge from '@theme/Badge';",
    'type P = ComponentProps<typeof OriginalDocItem> & { s: typeof Shape };',
    'export default (p: P) => <Badge>{useShape()}</Badge>;',
  ].join('\n');
  const kept = withoutTypeOnlyImports(text);
  assert.not.match(kept, '@theme-original/DocItem');
  assert.match(kept, "from '@site/src/shape'");
  assert.match(kept, "import Badge from '@theme/Badge';");
  assert.match(kept, "import React, { type ComponentProps } from 'react';");
});

test('a name imported without `type` but used only as a type does not keep a TypeScript swizzle out', () => {
  const body = (annotation: string) => [
    "import React from 'react';",
    "import NavbarItem, { Props } from '@theme/NavbarItem';",
    `export default function Items({ items }${annotation}) { return <>{items.map((item, i) => <NavbarItem {...item} key={i} />)}</>; }`,
  ].join('\n');
  const ts = writeSiteFiles('swizzle-imports-type-name', { 'src/theme/Navbar/Content/index.tsx': body(': { items: Props[] }') });
  assert.equal(missingModules(join(ts, 'src/theme/Navbar/Content/index.tsx'), ts), []);
  // Used as a value, the name must exist, as the bundle would fail on it.
  const js = writeSiteFiles('swizzle-imports-type-name-js', { 'src/theme/Navbar/Content/index.jsx': body('') + '\nItems.shape = Props;' });
  assert.equal(missingModules(join(js, 'src/theme/Navbar/Content/index.jsx'), js), ['Props from @theme/NavbarItem']);
});

test('a TypeScript swizzle typing its props with an original opdocs lacks is applied; a JavaScript one is not', () => {
  const body = [
    "import React, { type ComponentProps } from 'react';",
    "import Original from '@theme-original/DocSidebarItem';",
    "import OriginalDocItem from '@theme-original/DocVersionRoot';",
    'export default function Item(props: ComponentProps<typeof OriginalDocItem>) { return <Original {...props} />; }',
  ].join('\n');
  const ts = writeSiteFiles('swizzle-imports-type-only', { 'src/theme/DocSidebarItem/index.tsx': body });
  assert.equal(listSwizzled(ts).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocSidebarItem', 'DocSidebarItem', null]]);
  const js = writeSiteFiles('swizzle-imports-type-only-js', { 'src/theme/DocSidebarItem/index.js': body.replace(/: ComponentProps<typeof OriginalDocItem>/, '').replace(', { type ComponentProps }', '') + '\nItem.inner = OriginalDocItem;' });
  assert.equal(listSwizzled(js)[0].missing, ['@theme-original/DocVersionRoot']);
});

test.run();
