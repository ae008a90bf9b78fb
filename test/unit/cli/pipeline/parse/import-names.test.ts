import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { importedComponentName, importedFile, publicImportPath } from '../../../../../cli/pipeline/parse/content-component.ts';
import { OPDOCS_ROOT } from '../../../../../cli/bundle/paths.ts';

const Names = suite('imported component names: no build folder in them');

Names('a site file is named from @site/, and importedFile gives the file back', () => {
  const file = join('/home/ci/work/site', 'src', 'components', 'Card.tsx');
  assert.is(importedComponentName(file, 'default', '/home/ci/work/site'), 'import:@site/src/components/Card.tsx#default');
  assert.is(importedFile('@site/src/components/Card.tsx', '/home/ci/work/site'), file);
  // The `?esm` code module of an MDX file keeps its suffix.
  assert.is(publicImportPath('/home/ci/work/site/docs/a.mdx?esm', '/home/ci/work/site'), '@site/docs/a.mdx?esm');
});

Names('a file of opdocs itself (a compat module) is named from @opdocs/ on any site', () => {
  const compat = join(OPDOCS_ROOT, 'theme', 'compat', 'Layout.tsx');
  assert.is(publicImportPath(compat, '/elsewhere/site'), '@opdocs/theme/compat/Layout.tsx');
  assert.is(importedFile('@opdocs/theme/compat/Layout.tsx', '/elsewhere/site'), compat);
});

Names('the site inside opdocs\' own folder (TyKO) names its files from @site/, and they come back the same', () => {
  const file = join(OPDOCS_ROOT, 'content', 'docs', 'x.mdx?esm');
  const name = publicImportPath(file, OPDOCS_ROOT);
  assert.is(name, '@site/content/docs/x.mdx?esm');
  assert.is(importedFile(name, OPDOCS_ROOT), file);
});

Names('a package module names its folder the same way; a file outside both is named from the site with ..', () => {
  assert.is(publicImportPath('opdocs-package:/srv/site/docs|mafs', '/srv/site'), 'opdocs-package:@site/docs|mafs');
  assert.is(importedFile('opdocs-package:@site/docs|mafs', '/srv/site'), 'opdocs-package:/srv/site/docs|mafs');
  // A monorepo's hoisted packages sit above the site folder.
  const hoisted = '/srv/repo/node_modules/embed/index.js';
  assert.is(publicImportPath(hoisted, '/srv/repo/packages/docs'), '@site/../../node_modules/embed/index.js');
  assert.is(importedFile('@site/../../node_modules/embed/index.js', '/srv/repo/packages/docs'), hoisted);
  // A folder whose name only starts like the site's is not inside it.
  assert.is(publicImportPath('/srv/site-two/Widget.tsx', '/srv/site'), '@site/../site-two/Widget.tsx');
  // Without a site folder (a parse on its own) the file is named as it is.
  assert.is(publicImportPath('/srv/site/Widget.tsx', undefined), '/srv/site/Widget.tsx');
});

Names.run();
