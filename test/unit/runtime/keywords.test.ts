import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keywordsContent } from '../../../runtime/keywords';
import { readFileSync } from 'node:fs';

test('a list of keywords is joined by bare commas, as Docusaurus writes front matter keywords', () => {
  assert.is(keywordsContent(['lantern', 'light', 'wick']), 'lantern,light,wick');
  assert.is(keywordsContent(['one']), 'one');
});

test('keywords given as one string are written as given', () => {
  assert.is(keywordsContent('lantern, light'), 'lantern, light');
});

test('the build, the router and a site component name no separator of their own: they all call the one rule', () => {
  const root = new URL('../../../', import.meta.url);
  for (const file of ['cli/render/document.ts', 'runtime/head-sync.ts', 'theme/compat/Layout.tsx', 'theme/compat/theme-common.tsx']) {
    const source = readFileSync(new URL(file, root), 'utf8');
    assert.match(source, 'keywordsContent(', file);
    assert.not.match(source, /keywords\.join\(/, file);
  }
});

test.run();
