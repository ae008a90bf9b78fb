import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isReadAsMdx } from '../../../../../../cli/pipeline/parse/mdx/format';

const test = suite('markdown.format');

test('"mdx" reads every file as MDX, "md" none, "detect" the .mdx files', () => {
  assert.equal(['a.md', 'b.mdx'].map((f) => isReadAsMdx(f, 'mdx')), [true, true]);
  assert.equal(['a.md', 'b.mdx'].map((f) => isReadAsMdx(f, 'md')), [false, false]);
  assert.equal(['a.md', 'b.mdx', 'C.MDX'].map((f) => isReadAsMdx(f, 'detect')), [false, true, true]);
});

test.run();
