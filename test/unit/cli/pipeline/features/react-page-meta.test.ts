import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readReactPageMeta } from '../../../../../cli/pipeline/features/react-page-meta';

test('reads string-literal title and description exports in any quote style', () => {
  const src = [
    "import React from 'react';",
    "export const title = 'Home of \\'x\\'';",
    'export const description: string = "A \\"quoted\\" tagline \\u00e9";',
    'export default function Page() { return null; }',
  ].join('\n');
  assert.equal(readReactPageMeta(src, '/p.tsx'), { meta: { title: "Home of 'x'", description: 'A "quoted" tagline é' }, errors: [] });
  assert.equal(readReactPageMeta('export const title = `Plain template`;', '/p.tsx').meta, { title: 'Plain template' });
});

test('a page without exports has no meta', () => {
  assert.equal(readReactPageMeta('export default () => null;', '/p.tsx'), { meta: {}, errors: [] });
});

test('a computed title is an error at its line, with what to write instead', () => {
  const { meta, errors } = readReactPageMeta('const x = 1;\n\nexport const title = `Page ${x}`;\n', '/site/p.tsx');
  assert.equal(meta, {});
  assert.is(errors.length, 1);
  assert.is(errors[0].file, '/site/p.tsx');
  assert.is(errors[0].line, 3);
  assert.match(errors[0].message, 'the exported title is not a plain string');
  assert.match(errors[0].hint ?? '', "export const title = 'My page'");
});

test.run();
