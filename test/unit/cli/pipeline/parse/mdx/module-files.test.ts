import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findModuleFile } from '../../../../../../cli/pipeline/parse/mdx/module-files';

const test = suite('component files of MDX imports');
let dir: string;
test.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'opdocs-modules-'));
  writeFileSync(join(dir, 'Chart.tsx'), '');
  writeFileSync(join(dir, 'Chart.js'), '');
  mkdirSync(join(dir, 'Card'));
  writeFileSync(join(dir, 'Card', 'index.jsx'), '');
  writeFileSync(join(dir, 'plain.js'), '');
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

test('finds the path as written, then .js before .tsx as Docusaurus\' webpack does, then a folder\'s index file', () => {
  assert.is(findModuleFile(join(dir, 'plain.js')), join(dir, 'plain.js'));
  assert.is(findModuleFile(join(dir, 'Chart')), join(dir, 'Chart.js'));
  assert.is(findModuleFile(join(dir, 'Chart.tsx')), join(dir, 'Chart.tsx'));
  assert.is(findModuleFile(join(dir, 'Card')), join(dir, 'Card', 'index.jsx'));
  assert.is(findModuleFile(join(dir, 'Missing')), undefined);
});

test.run();
