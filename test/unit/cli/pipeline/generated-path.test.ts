import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { generatedPathHint } from '../../../../cli/pipeline/generated-path.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const site = () => writeSiteFiles('opdocs-generated-path', {
  '.gitignore': '# made by scripts\n/node_modules\n.vendor\nversioned_docs/version-3.x\n!/static/kept\n*.log\n',
  'package.json': JSON.stringify({ scripts: { build: 'docusaurus build', sync: 'bash ./sync-vendor.sh', 'copy-docs': 'cp -r docs versioned_docs/version-3.x' } }),
  'sync-vendor.sh': '#!/bin/sh\ngit clone https://example.com/lib.git .vendor/lib\n',
  'versioned_docs/version-2.x/intro.md': '# Intro\n',
  'docs/intro.md': '# Intro\n',
});

test('a missing folder the site\'s .gitignore lists is named with the script that makes it, found through the file a script runs', () => {
  const dir = site();
  const hint = generatedPathHint(join(dir, '.vendor/lib/test/example.ts'), dir);
  assert.is(hint, '.vendor is not in the repository (its .gitignore lists it): a script makes it before Docusaurus builds, likely the package.json script "sync"; run it in the site folder, then build again');
  const docs = generatedPathHint(join(dir, 'versioned_docs/version-3.x'), dir);
  assert.match(docs ?? '', /^versioned_docs\/version-3\.x is not in the repository .*likely the package\.json script "copy-docs"; run it/);
});

test('a path the repository was meant to hold, one outside the site, or one that exists gets no such hint', () => {
  const dir = site();
  assert.is(generatedPathHint(join(dir, 'src/components/Gone.tsx'), dir), undefined);
  assert.is(generatedPathHint(join(dir, 'versioned_docs/version-1.x'), dir), undefined);
  assert.is(generatedPathHint(join(dir, '../elsewhere/.vendor/x.ts'), dir), undefined);
  assert.is(generatedPathHint(join(dir, 'docs/intro.md'), dir), undefined);
  assert.is(generatedPathHint(join(dir, '.vendor/x.ts'), undefined), undefined);
});

test('a .gitignore above the site folder, up to the repository root, counts too (a site in website/ of a monorepo)', () => {
  const repo = writeSiteFiles('opdocs-generated-path', { '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': 'website/examples\napi\n', 'website/package.json': '{}' });
  const siteDir = join(repo, 'website');
  assert.match(generatedPathHint(join(siteDir, 'examples/default'), siteDir) ?? '', /^examples is not in the repository/);
  assert.match(generatedPathHint(join(siteDir, 'api'), siteDir) ?? '', /^api is not in the repository/);
  assert.is(generatedPathHint(join(siteDir, 'guides'), siteDir), undefined);
});

test('without a script that mentions it, the hint says a script of the site makes it', () => {
  const dir = writeSiteFiles('opdocs-generated-path', { '.gitignore': '/generated/\n', 'package.json': '{"scripts":{"build":"docusaurus build"}}' });
  assert.match(generatedPathHint(join(dir, 'generated/data.json'), dir) ?? '', 'generated is not in the repository (its .gitignore lists it): a script of the site makes it before Docusaurus builds; run that script');
});

test.run();
