import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentOverrides, findOverrides, overrideImportFilter, themeOverrides } from '../../../../cli/bundle/theme-overrides.ts';
import { THEME_DIR, OPDOCS_ROOT } from '../../../../cli/bundle/paths.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';
import { toUserErrors } from '../../../../cli/bundle/user-errors.ts';
import { asUserErrors } from '../../../../cli/errors.ts';

const Overrides = suite('theme component overrides');
const siteDir = join(ROOT, 'test', '.tmp', `overrides-${process.pid}`);

Overrides.before.each(() => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'theme'), { recursive: true });
});
Overrides.after(() => rmSync(siteDir, { recursive: true, force: true }));

/** Bundles the theme's Layout (which imports Footer), or another theme file, with the site's overrides. */
async function bundleLayout(entry = join(THEME_DIR, 'Layout', 'Layout.tsx')) {
  const result = await build({
    entryPoints: [entry], bundle: true, write: false, format: 'esm', jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'opdocs:mermaid'], plugins: [themeOverrides(siteDir)], logLevel: 'silent', nodePaths: [join(OPDOCS_ROOT, 'node_modules')],
  });
  return result.outputFiles[0].text;
}

Overrides('a missing @site/ import is named as written, with the script that makes it when the .gitignore lists it', async () => {
  mkdirSync(join(siteDir, 'src', 'pages'), { recursive: true });
  const page = join(siteDir, 'src', 'pages', 'index.js');
  writeFileSync(page, "import crew from '@site/crew.json';\nimport logo from '@site/static/none.svg';\nexport default () => [crew, logo];\n");
  writeFileSync(join(siteDir, '.gitignore'), '/crew.json\n');
  writeFileSync(join(siteDir, 'package.json'), JSON.stringify({ scripts: { 'fetch-crew': 'node write-crew.js' } }));
  writeFileSync(join(siteDir, 'write-crew.js'), "require('fs').writeFileSync('crew.json', '[]');\n");
  const failed = await build({ entryPoints: [page], bundle: true, write: false, format: 'esm', plugins: [themeOverrides(siteDir)], logLevel: 'silent' }).then(() => null, (err: unknown) => err);
  const errors = asUserErrors(toUserErrors(failed, 'server bundle', { siteDir }))!;
  assert.equal(errors.map((e) => [e.line, e.message]), [
    [1, 'server bundle: cannot find "@site/crew.json" (crew.json in the site folder)'],
    [2, 'server bundle: cannot find "@site/static/none.svg" (static/none.svg in the site folder)'],
  ]);
  assert.match(errors[0].hint ?? '', '"fetch-crew"');
  assert.match(errors[1].hint ?? '', `@site/ stands for the site folder (${siteDir})`);
});

Overrides('finds theme/<Name>.tsx files of the documented override points only', () => {
  writeFileSync(join(siteDir, 'theme', 'Footer.tsx'), 'export default () => null;');
  writeFileSync(join(siteDir, 'theme', 'Sidebar.tsx'), 'export default () => null;');
  assert.equal([...findOverrides(siteDir).values()].map((o) => o.name), ['Footer']);
});

Overrides('Admonition and CodeBlock are override points: the content components of every body use the override', async () => {
  writeFileSync(join(siteDir, 'theme', 'Admonition.tsx'), 'export default function Admonition() { return "site admonition marker"; }');
  writeFileSync(join(siteDir, 'theme', 'Footer.tsx'), 'export default () => null;');
  assert.equal(contentOverrides(siteDir), ['Admonition'], 'only content components count (they hydrate as islands)');
  assert.match(await bundleLayout(join(THEME_DIR, 'Content', 'content-components.ts')), 'site admonition marker');
});

Overrides('the override replaces the component where the theme imports it', async () => {
  writeFileSync(join(siteDir, 'theme', 'Footer.tsx'), 'export default function Footer() { return "site footer marker"; }');
  assert.match(await bundleLayout(), 'site footer marker');
});

Overrides('an override without a default export fails naming the file and what to export', async () => {
  writeFileSync(join(siteDir, 'theme', 'Footer.tsx'), 'export function Footer() { return null; }');
  try {
    await bundleLayout();
    assert.unreachable('the bundle fails');
  } catch (err) {
    const [e] = (err as { errors: { text: string; location: { file: string } }[] }).errors;
    assert.is(e.text, 'Footer override has no default export: export the component that replaces Footer, e.g. `export default function Footer() { … }`');
    assert.match(e.location.file, /theme\/Footer\.tsx$/);
  }
});

Overrides('only relative imports naming an overridden file, or the folder of an overridden index, go to the plugin', () => {
  const filter = overrideImportFilter([join(THEME_DIR, 'DocSidebar', 'DocSidebarItem.tsx'), join(THEME_DIR, 'Footer', 'index.tsx')]);
  for (const spec of ['./DocSidebarItem', '../DocSidebar/DocSidebarItem', './DocSidebarItem.tsx', './DocSidebarItem.js', '../Footer', '../Footer/', './index', '../../theme/Footer/index.tsx']) {
    assert.ok(filter.test(spec), spec);
  }
  for (const spec of ['./DocSidebarItems', './SidebarLinkItem', '../Footer/FooterLinks', 'DocSidebarItem', '@theme/DocSidebarItem', './DocSidebarItem.css']) {
    assert.not.ok(filter.test(spec), spec);
  }
});

Overrides.run();
