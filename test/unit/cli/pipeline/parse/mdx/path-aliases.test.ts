import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolvePathAlias } from '../../../../../../cli/pipeline/parse/mdx/path-aliases';
import { resolveImportSource } from '../../../../../../cli/pipeline/parse/mdx/mdx-scope';
import { tempDir } from '../../../../../helpers/fixture-site';

const test = suite('tsconfig paths aliases in MDX imports');

test('a wildcard and an exact alias of the site\'s tsconfig.json (comments allowed) resolve from its baseUrl', () => {
  const site = tempDir('opdocs-aliases-');
  writeFileSync(join(site, 'tsconfig.json'), '{\n  // as Docusaurus sites write it\n  "compilerOptions": { "baseUrl": ".", "paths": { "@src/*": ["src/*"], "@ui": ["src/ui/index"] } },\n}\n');
  assert.is(resolvePathAlias('@src/components/playground', site), join(site, 'src/components/playground'));
  assert.is(resolvePathAlias('@ui', site), join(site, 'src/ui/index'));
  assert.is(resolvePathAlias('@uix', site), undefined);
  assert.equal(resolveImportSource('@src/components/playground', join(site, 'docs/a.mdx'), site), { kind: 'file', file: join(site, 'src/components/playground') });
  assert.equal(resolveImportSource('react-player', join(site, 'docs/a.mdx'), site), { kind: 'package', name: 'react-player' }, 'a package is no alias');
});

test('a site without aliases (or without a tsconfig) keeps package names as they are', () => {
  const site = tempDir('opdocs-aliases-');
  assert.is(resolvePathAlias('@src/x', site), undefined);
});

test.run();
