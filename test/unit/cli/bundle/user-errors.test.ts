import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compatExports, toUserErrors } from '../../../../cli/bundle/user-errors.ts';
import { packageName } from '../../../../cli/pipeline/parse/mdx/module-files.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';
import { THEME_DIR } from '../../../../cli/bundle/paths.ts';
import { asUserErrors } from '../../../../cli/errors.ts';
import { build } from 'esbuild';
import { sassFiles } from '../../../../cli/bundle/sass-files.ts';
import { buildUnlessAborted, virtualModule } from '../../../../cli/bundle/esbuild-common.ts';

const failure = (file: string) => ({ errors: [{ text: 'Could not resolve "x"', location: { file, line: 3, column: 8 } }] });

test('an esbuild failure inside the theme says it is opdocs\' own file, not the site\'s pages', () => {
  const [err] = asUserErrors(toUserErrors(failure(join(THEME_DIR, 'styles', 'base.css')), 'browser bundle'))!;
  assert.is(err.file, join(THEME_DIR, 'styles', 'base.css'));
  assert.is(err.line, 3);
  assert.is(err.column, 9);
  assert.match(err.hint!, /^this is a file of opdocs itself \(.*\), not of your site: reinstall opdocs/);
});

test('an esbuild failure in a site file points the user at their code', () => {
  const syntax = { errors: [{ text: 'Expected ";" but found "x"', location: { file: '/site/theme/Footer.tsx', line: 3, column: 8 } }] };
  const [err] = asUserErrors(toUserErrors(syntax, 'server bundle'))!;
  assert.is(err.message, 'server bundle: Expected ";" but found "x"');
  assert.is(err.hint, 'fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)');
});

const unresolved = (specifier: string) => ({ errors: [{ text: `Could not resolve "${specifier}"`, location: { file: 'src/pages/index.js', line: 2, column: 17 } }] });

test('a package the site lists but has not installed: the hint says to run npm install', () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { clsx: '^2.0.0' } }));
  const [err] = asUserErrors(toUserErrors(unresolved('clsx'), 'server bundle', { siteDir: site }))!;
  assert.is(err.hint, '"clsx" is in the site\'s package.json but not installed: run npm install in the site folder');
  assert.is(err.column, 18);
});

test('a package of the site\'s own monorepo ("workspace:*"), which npm cannot install, is told to be built with the repository', () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { '@owls/editor': 'workspace:*', clsx: '^2.0.0' } }));
  const [err] = asUserErrors(toUserErrors(unresolved('@owls/editor/Toolbar'), 'server bundle', { siteDir: site }))!;
  assert.match(err.hint ?? '', '"@owls/editor" is a package of the site\'s own repository ("workspace:*" in its package.json), not installed: install and build the repository with its package manager');
  assert.not.match(err.hint ?? '', 'npm install');
});

test('a package the site does not list: the hint names the install command for it (scope and subpath handled)', () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), '{}');
  const [err] = asUserErrors(toUserErrors(unresolved('@mui/material/Button'), 'browser bundle', { siteDir: site }))!;
  assert.is(err.hint, 'install the package the code imports: npm install @mui/material (in the site folder)');
});

test('a Node.js module the browser bundle cannot resolve is named as one, not as a package to install', () => {
  const [err] = asUserErrors(toUserErrors(unresolved('path'), 'browser bundle'))!;
  assert.match(err.hint!, /^"path" is a module of Node\.js, which browsers do not have/);
  const [fs] = asUserErrors(toUserErrors(unresolved('node:fs'), 'browser bundle'))!;
  assert.match(fs.hint!, /^"node:fs" is a module of Node\.js/);
});

test('a relative import that is missing keeps the hint to fix the code', () => {
  const [err] = asUserErrors(toUserErrors(unresolved('./Missing'), 'server bundle', { siteDir: '/site' }))!;
  assert.match(err.hint!, /^fix the code at this position/);
});

test('a React file importing an .mdx file is told where MDX partials work', () => {
  const failure = { errors: [{ text: 'No loader is configured for ".mdx" files: src/parts/_intro.mdx', location: { file: 'src/components/Intro.js', line: 3, column: 18 } }] };
  const [err] = asUserErrors(toUserErrors(failure, 'server bundle', { siteDir: '/site' }))!;
  assert.match(err.hint!, /^React files cannot import \.mdx files here: import the partial from an MDX page instead/);
});

test('a Less stylesheet, which Docusaurus compiles through a plugin, is told to become CSS or Sass', () => {
  const failure = { errors: [{ text: 'No loader is configured for ".less" files: src/pages/home/style.less', location: { file: 'src/pages/home/index.tsx', line: 21, column: 7 } }] };
  const [err] = asUserErrors(toUserErrors(failure, 'server bundle', { siteDir: '/site' }))!;
  assert.is(err.line, 21);
  assert.is(err.hint, "opdocs does not compile .less stylesheets (in Docusaurus a plugin does): rewrite the file as .css or .scss (Sass is compiled with the site's own sass package; `.module.scss` keeps CSS-module class names) and change the import");
});

test('a Sass import without the sass package: the hint says to install it, at the importing line', async () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), '{}');
  writeFileSync(join(site, 'look.scss'), '$c: red; a { color: $c; }');
  writeFileSync(join(site, 'Page.js'), "export const x = 1;\nimport './look.scss';\n");
  const failure = await build({ entryPoints: [join(site, 'Page.js')], bundle: true, write: false, logLevel: 'silent', plugins: [sassFiles(site)] }).then(() => null, (e: unknown) => e);
  assert.ok(failure, 'the build fails without sass');
  const [err] = asUserErrors(toUserErrors(failure, 'server bundle', { siteDir: site }))!;
  assert.is(err.line, 2);
  assert.match(err.message, /look\.scss is Sass, and the package "sass" is not installed/);
  assert.match(err.hint!, /^install it in the site folder \(npm install sass\)/);
});

test('a failure at an import of opdocs\' generated entry (a customCss file) is placed at the imported site file', async () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), '{}');
  const sheet = join(site, 'custom.scss');
  writeFileSync(sheet, '$c: red; a { color: $c; }');
  const entry = virtualModule('opdocs:client-entry', () => `export const x = 1;\nimport ${JSON.stringify(sheet)};\n`, site);
  const failure = await build({ entryPoints: ['opdocs:client-entry'], bundle: true, write: false, logLevel: 'silent', plugins: [entry, sassFiles(site)] }).then(() => null, (e: unknown) => e);
  assert.ok(failure, 'the build fails without sass');
  const [err] = asUserErrors(toUserErrors(failure, 'browser bundle', { siteDir: site }))!;
  assert.is(err.file, sheet);
  assert.is(err.line, 1);
  assert.match(err.hint!, /^install it in the site folder \(npm install sass\)/);
});

test('a package missing after the package fallbacks retried it still gets the npm install hint, not esbuild\'s note', async () => {
  const site = tempDir('opdocs-user-errors');
  writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { 'not-installed-pkg': '1.0.0' } }));
  writeFileSync(join(site, 'Page.js'), "export const x = 1;\nimport y from 'not-installed-pkg';\nexport default y;\n");
  const failure = await buildUnlessAborted({ entryPoints: [join(site, 'Page.js')], bundle: true, write: false, logLevel: 'silent' }).then(() => null, (e: unknown) => e);
  assert.ok(failure, 'the build fails without the package');
  const [err] = asUserErrors(toUserErrors(failure, 'server bundle', { siteDir: site }))!;
  assert.is(err.line, 2);
  assert.is(err.hint, '"not-installed-pkg" is in the site\'s package.json but not installed: run npm install in the site folder');
});

test('packageName: bare specifiers to their package, paths to null', () => {
  assert.is(packageName('clsx'), 'clsx');
  assert.is(packageName('lodash/get'), 'lodash');
  assert.is(packageName('@scope/pkg/sub/file.js'), '@scope/pkg');
  assert.is(packageName('./local'), null);
  assert.is(packageName('/abs/file'), null);
});

test('a Node.js import in an MDX file\'s code is placed in the .mdx file at the column its author wrote, with the Node.js hint', () => {
  const code = 'export const text = await import("node:fs");';
  const failure = { errors: [{
    text: 'Could not resolve "node:fs"', pluginName: 'opdocs-site-files',
    // The resolving plugin passes on the bundler's own advice, which is about bundling for Node.
    notes: [{ text: 'node:fs is built into node; bundle for the node platform instead' }],
    location: { file: 'opdocs-site:content/docs/fs.mdx?esm', line: 1, column: 28 + code.indexOf('"node:fs"'), lineText: `/* @jsxRuntime automatic */ ${code}` },
  }] };
  const [err] = asUserErrors(toUserErrors(failure, 'browser bundle', { siteDir: '/site' }))!;
  assert.is(err.file, '/site/content/docs/fs.mdx');
  assert.equal([err.line, err.column], [1, code.indexOf('"node:fs"') + 1]);
  assert.match(err.hint!, /^"node:fs" is a module of Node\.js, which browsers do not have/);
  const later = { errors: [{ ...failure.errors[0], location: { ...failure.errors[0].location, line: 2, column: 33, lineText: code } }] };
  assert.equal(asUserErrors(toUserErrors(later, 'browser bundle', { siteDir: '/site' }))!.map((e) => [e.line, e.column]), [[2, 34]], 'only line 1 holds the added comment');
});

test('a compat module\'s importable names leave out its type exports, which no value import can use', () => {
  const file = join(tempDir('opdocs-compat-exports-'), 'client.ts');
  writeFileSync(file, [
    "export type { Shape } from './shape';",
    'export { useBoat, type Hull, useSail as useCanvas } from \'./boat\';',
    'export interface Deck { planks: number }',
    'export function useKeel() { return 1; }',
    'export const harbour = 2;',
  ].join('\n'));
  assert.equal(compatExports(file), ['useKeel', 'harbour', 'useBoat', 'useCanvas']);
});

test('an extensionless import of a file the .gitignore lists names the package.json script that makes it', () => {
  const site = tempDir('opdocs-generated-import-');
  mkdirSync(join(site, 'src', 'components'), { recursive: true });
  writeFileSync(join(site, '.gitignore'), '/node_modules\n/src/components/Nests.script.output.ts\n');
  writeFileSync(join(site, 'package.json'), JSON.stringify({ scripts: { 'postinstall:nests': 'tsx ./src/components/Nests.script.ts' } }));
  // The script writes the file: its text names it, as the command does not.
  writeFileSync(join(site, 'src', 'components', 'Nests.script.ts'), "writeFileSync(join(__dirname, 'Nests.script.output.ts'), code);\n");
  const importer = join(site, 'src', 'components', 'Nests.tsx');
  const unresolved = (spec: string) => ({ errors: [{ text: `Could not resolve "${spec}"`, location: { file: importer, line: 2, column: 20 } }] });
  const [err] = asUserErrors(toUserErrors(unresolved('./Nests.script.output'), 'server bundle', { siteDir: site }))!;
  assert.is(err.hint, 'src/components/Nests.script.output.ts is not in the repository (its .gitignore lists it): a script makes it before Docusaurus builds, likely the package.json script "postinstall:nests"; run it in the site folder, then build again');
  const [plain] = asUserErrors(toUserErrors(unresolved('./Perches'), 'server bundle', { siteDir: site }))!;
  assert.is(plain.hint, 'fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)');
});

test.run();
