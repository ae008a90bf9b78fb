/**
 * Which swizzled components opdocs can apply: the Docusaurus modules they import, through the
 * site's own modules they import by a relative path, and not counting type-only imports.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPackageToInstall, listSwizzled, missingModules, uninstalledSwizzles } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Swizzled = suite('swizzled components opdocs can apply');

Swizzled('type-only imports need nothing: a wrapper typed with @docusaurus/types and @theme/CodeBlock applies', () => {
  const dir = writeSiteFiles('swizzled-types', {
    'src/theme/CodeBlock/index.tsx': [
      "import type { WrapperProps } from '@docusaurus/types';",
      "import type CodeBlockType from '@theme/CodeBlock';",
      "import CodeBlock from '@theme-original/CodeBlock';",
      'export default function Wrapper(props: WrapperProps<typeof CodeBlockType>) { return <CodeBlock {...props} />; }',
    ].join('\n'),
  });
  assert.equal(missingModules(join(dir, 'src/theme/CodeBlock/index.tsx'), dir), []);
  assert.equal(listSwizzled(dir), [{ name: 'CodeBlock', file: join('src', 'theme', 'CodeBlock', 'index.tsx'), point: 'CodeBlock' }]);
});

Swizzled('an internal imported by one of the site\'s own modules keeps the swizzle out, named with the module', () => {
  const dir = writeSiteFiles('swizzled-relative', {
    'src/theme/SearchBar/index.js': "import { open } from './store';\nexport default function SearchBar() { return open(); }\n",
    'src/theme/SearchBar/store.js': "import { useCodeWordWrap } from '@docusaurus/theme-common/internal';\nimport { hint } from '../../lib/hint';\nexport const open = () => useCodeWordWrap() && hint;\n",
    'src/lib/hint.ts': "import { translate } from '@docusaurus/Translate';\nimport { bad } from '@docusaurus/theme-mermaid/client';\nexport const hint = translate({ message: bad });\n",
  });
  assert.equal(listSwizzled(dir).find((s) => s.name === 'SearchBar'), {
    name: 'SearchBar', file: join('src', 'theme', 'SearchBar', 'index.js'), point: 'SearchSlot',
    missing: ['useCodeWordWrap from @docusaurus/theme-common/internal', '@docusaurus/theme-mermaid/client'],
  });
});

Swizzled('the theme code of a Docusaurus plugin package keeps the swizzle out; other packages do not', () => {
  const dir = writeSiteFiles('swizzled-package', {
    'src/theme/SearchBar.js': "import SearchBar from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/index.jsx';\nexport default SearchBar;\n",
    'src/theme/Footer.js': "import Docsly from '@docsly/react';\nexport default function Footer() { return <Docsly />; }\n",
    'node_modules/@docsly/react/package.json': '{"name":"@docsly/react"}',
  });
  assert.equal(missingModules(join(dir, 'src/theme/SearchBar.js'), dir), ['@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/index.jsx']);
  assert.equal(missingModules(join(dir, 'src/theme/Footer.js'), dir), []);
});

Swizzled('a package that is not installed keeps the swizzle out until it is', () => {
  const dir = writeSiteFiles('swizzled-install', {
    'src/theme/Footer/index.js': "import Widget from 'kite-widgets/footer';\nexport default function Footer() { return <Widget />; }\n",
  });
  assert.equal(listSwizzled(dir)[0].missing, ['kite-widgets/footer']);
  // Every build says so, naming the file and what to install, as the theme's footer shows meanwhile.
  const [warning, ...more] = uninstalledSwizzles(dir);
  assert.equal(more, []);
  assert.is(warning.level, 'warn');
  assert.is(warning.error.file, join(dir, 'src', 'theme', 'Footer', 'index.js'));
  assert.match(warning.error.message, 'src/theme/Footer is not used: it imports kite-widgets/footer, which is not installed');
  assert.match(warning.error.hint ?? '', 'add kite-widgets to its package.json');
  mkdirSync(join(dir, 'node_modules', 'kite-widgets'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'kite-widgets', 'package.json'), '{"name":"kite-widgets"}');
  assert.equal(listSwizzled(dir), [{ name: 'Footer', file: join('src', 'theme', 'Footer', 'index.js'), point: 'Footer' }]);
  assert.equal(uninstalledSwizzles(dir), []);
});

Swizzled('a swizzle importing several modules of one uninstalled package names that package once in the install hint', () => {
  const dir = writeSiteFiles('swizzled-one-package-many-modules', {
    'src/theme/Footer/index.js': "import Grid from 'kite-ui/Grid';\nimport Text from 'kite-ui/Text';\nimport Row from '@kite/layout/Row';\nexport default function Footer() { return <Grid><Text /><Row /></Grid>; }\n",
  });
  const [warning] = uninstalledSwizzles(dir);
  assert.match(warning.error.message, 'it imports kite-ui/Grid, kite-ui/Text, @kite/layout/Row, which are not installed');
  assert.match(warning.error.hint ?? '', '(or add kite-ui, @kite/layout to its package.json)');
});

Swizzled('a module named through a tsconfig paths alias is the site\'s own file, so the swizzle applies, unless that file lacks something', () => {
  const dir = writeSiteFiles('swizzled-tsconfig-alias', {
    'tsconfig.json': '{\n  // as Docusaurus sites write it\n  "extends": "@owl/tsconfig",\n  "compilerOptions": { "baseUrl": ".", "paths": { "@owl-comps/*": ["./src/components/owl/*"] } },\n}\n',
    'src/components/owl/Badge.tsx': 'export default function Badge() { return <b>owl</b>; }\n',
    'src/components/owl/Chart/index.tsx': "import Plot from 'kite-plots';\nexport default function Chart() { return <Plot />; }\n",
    'src/theme/Footer/index.js': "import Badge from '@owl-comps/Badge';\nexport default function Footer() { return <Badge />; }\n",
    'src/theme/DocItem/Content/index.js': "import Chart from '@owl-comps/Chart';\nexport default function Content() { return <Chart />; }\n",
  });
  assert.equal(missingModules(join(dir, 'src/theme/Footer/index.js'), dir), []);
  assert.equal(missingModules(join(dir, 'src/theme/DocItem/Content/index.js'), dir), ['kite-plots']);
  assert.equal(uninstalledSwizzles(dir).map((w) => w.error.message), ["src/theme/DocItem/Content is not used: it imports kite-plots, which is not installed; the theme's own DocItemContent shows instead"]);
});

Swizzled('a swizzle that also needs Docusaurus internals gets no install warning, as installing would not bring it in', () => {
  const dir = writeSiteFiles('swizzled-internals-and-package', {
    'src/theme/Footer/index.js': "import Widget from 'kite-widgets';\nimport { useCodeWordWrap } from '@docusaurus/theme-common/internal';\nexport default function Footer() { return useCodeWordWrap() && <Widget />; }\n",
  });
  assert.equal(listSwizzled(dir)[0].missing, ['kite-widgets', 'useCodeWordWrap from @docusaurus/theme-common/internal']);
  assert.equal(uninstalledSwizzles(dir), []);
});

Swizzled('@theme/<path> of a place the site left alone is the theme\'s own, so an ejected NotFound importing NotFound/Content applies', () => {
  const dir = writeSiteFiles('swizzled-theme-path', {
    'src/theme/NotFound.js': "import Layout from '@theme/Layout';\nimport Content from '@theme/NotFound/Content';\nexport default function NotFound() { return <Layout><Content /></Layout>; }\n",
  });
  assert.equal(missingModules(join(dir, 'src/theme/NotFound.js'), dir), []);
});

Swizzled('an internal in another swizzle it imports as @theme/<path> keeps an ejected Navbar out, and the theme\'s navbar shows', () => {
  const dir = writeSiteFiles('swizzled-theme-chain', {
    'src/theme/Navbar/index.js': "import Layout from '@theme/Navbar/Layout';\nimport Content from '@theme/Navbar/Content';\nexport default function Navbar() { return <Layout><Content /></Layout>; }\n",
    'src/theme/Navbar/Layout/index.js': "import { useCodeWordWrap } from '@docusaurus/theme-common/internal';\nexport default function L({ children }) { useCodeWordWrap(); return <nav>{children}</nav>; }\n",
    'src/theme/Navbar/Content/index.js': "import Menu from '@theme/Navbar/Layout';\nexport default function C() { return <Menu />; }\n",
  });
  assert.equal(missingModules(join(dir, 'src/theme/Navbar/index.js'), dir), ['useCodeWordWrap from @docusaurus/theme-common/internal']);
  assert.equal(listSwizzled(dir).find((s) => s.name === 'Navbar'), {
    name: 'Navbar', file: join('src', 'theme', 'Navbar', 'index.js'), point: 'Navbar', missing: ['useCodeWordWrap from @docusaurus/theme-common/internal'],
  });
});

Swizzled('a swizzle whose @theme/<path> swizzles import only what opdocs has still applies', () => {
  const dir = writeSiteFiles('swizzled-theme-chain-ok', {
    'src/theme/Footer/index.js': "import Links from '@theme/Footer/Links';\nexport default function Footer() { return <Links />; }\n",
    'src/theme/Footer/Links/index.js': "import Link from '@docusaurus/Link';\nimport Footer from '@theme/Footer';\nexport default function Links() { return <Link to=\"/\">Home</Link>; }\n",
  });
  assert.equal(missingModules(join(dir, 'src/theme/Footer/index.js'), dir), []);
  assert.equal(listSwizzled(dir).find((s) => s.name === 'Footer'), { name: 'Footer', file: join('src', 'theme', 'Footer', 'index.js'), point: 'Footer' });
});

Swizzled('a place only wrappers take is not given to a copy that imports its original for the types alone', () => {
  const dir = writeSiteFiles('swizzled-wrap-only', {
    'src/theme/DocRoot/Layout/Main/index.tsx': "import type { Props } from '@theme-original/DocRoot/Layout/Main';\nexport default function Main({ children }: Props) { return <main className=\"own\">{children}</main>; }\n",
  });
  assert.equal(listSwizzled(dir), [{ name: 'DocRoot/Layout/Main', file: join('src', 'theme', 'DocRoot', 'Layout', 'Main', 'index.tsx') }]);
});

Swizzled('a swizzle importing a third-party theme\'s components is left out with a warning naming that package', () => {
  const dir = writeSiteFiles('swizzled-third-party-theme', {
    'src/theme/SearchBar/index.js': [
      "import SearchBar from '@theme-original/SearchBar';",
      "import Hits from '@theme/SearchHits';",
      "import Box from 'docusaurus-moth-search/lib/theme/SearchBar';",
      'export default function Wrapped() { return <><SearchBar /><Hits /><Box /></>; }',
    ].join('\n'),
    'node_modules/docusaurus-moth-search/package.json': '{"name":"docusaurus-moth-search","main":"lib/index.js"}',
    'node_modules/docusaurus-moth-search/lib/theme/SearchBar/index.js': 'export default () => null;\n',
    'node_modules/docusaurus-moth-search/lib/theme/SearchHits/index.js': 'export default () => null;\n',
  });
  assert.equal(listSwizzled(dir)[0].missing, ['@theme/SearchHits', 'docusaurus-moth-search/lib/theme/SearchBar']);
  const [warning, ...more] = uninstalledSwizzles(dir);
  assert.equal(more, []);
  assert.is(warning.error.file, join(dir, 'src', 'theme', 'SearchBar', 'index.js'));
  assert.is(warning.error.message, 'src/theme/SearchBar is not used: it imports @theme/SearchHits and docusaurus-moth-search/lib/theme/SearchBar of docusaurus-moth-search, a Docusaurus theme or plugin package opdocs does not load; the theme\'s own SearchSlot shows instead');
  assert.match(warning.error.hint ?? '', 'draw @theme/SearchHits, docusaurus-moth-search/lib/theme/SearchBar with opdocs\' components or your own under src/components/');
});

Swizzled('a @theme/ name no installed package gives stays a Docusaurus internal, with no warning', () => {
  const dir = writeSiteFiles('swizzled-unknown-theme-name', {
    'src/theme/SearchBar/index.js': "import Hits from '@theme/SearchHits';\nexport default function S() { return <Hits />; }\n",
    'node_modules/docusaurus-moth-search/lib/theme/SearchBar/index.js': 'export default () => null;\n',
  });
  assert.equal(listSwizzled(dir)[0].missing, ['@theme/SearchHits']);
  assert.equal(uninstalledSwizzles(dir), []);
});

Swizzled('a name a theme stand-in lacks is no package to install: the swizzle gets no "run npm install" warning', () => {
  assert.is(isPackageToInstall('Props from @theme/NavbarItem'), false);
  assert.is(isPackageToInstall('useTabs from @docusaurus/theme-common/internal'), false);
  assert.is(isPackageToInstall('clsx'), true);
  // Docusaurus' plain helpers are packages the site installs.
  assert.is(isPackageToInstall('@docusaurus/utils-common'), true);
  const dir = writeSiteFiles('swizzled-theme-name', {
    'src/theme/Navbar/Content/index.js': "import NavbarItem, { Props } from '@theme/NavbarItem';\nimport clsx from 'clsx-not-installed';\nexport default function Content() { return <NavbarItem className={clsx('x')} shape={Props} />; }",
  });
  assert.equal(listSwizzled(dir)[0].missing, ['Props from @theme/NavbarItem', 'clsx-not-installed']);
  assert.equal(uninstalledSwizzles(dir), []);
});

Swizzled.run();
