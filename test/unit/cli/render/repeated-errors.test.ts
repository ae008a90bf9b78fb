import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OpdocsError } from '../../../../cli/errors.ts';
import { mergeRepeatedRenderErrors } from '../../../../cli/render/repeated-errors.ts';

const toc = (path: string) => new OpdocsError({ file: '/site/src/theme/TOC/index.tsx', line: 13, column: 11, message: `rendering ${path} failed: Cannot destructure property 'ads' of 'usePluginData(...)' as it is undefined.`, hint: 'usePluginData("ads") is undefined' });

test('a component that throws on every page is one error naming how many pages and the first few, with its place and hint', () => {
  const other = new OpdocsError({ file: '/site/docs/a.md', message: 'broken link: /nowhere' });
  const merged = mergeRepeatedRenderErrors([toc('/docs/a'), other, toc('/docs/b'), toc('/docs/c'), toc('/docs/d'), toc('/docs/e')]);
  assert.is(merged.length, 2);
  assert.is(merged[0].message, "rendering 5 pages failed (/docs/a, /docs/b, /docs/c and 2 more): Cannot destructure property 'ads' of 'usePluginData(...)' as it is undefined.");
  assert.equal([merged[0].file, merged[0].line, merged[0].column, merged[0].hint], ['/site/src/theme/TOC/index.tsx', 13, 11, 'usePluginData("ads") is undefined']);
  assert.is(merged[1], other, 'other errors stay as they were, in their order');
});

test('failures at other places or with other messages stay apart, and a failure of one page is left as it was', () => {
  const elsewhere = new OpdocsError({ file: '/site/src/pages/index.js', line: 4, message: 'rendering / failed: boom' });
  const one = toc('/docs/a');
  const merged = mergeRepeatedRenderErrors([one, elsewhere, new OpdocsError({ file: '/site/src/pages/index.js', line: 4, message: 'rendering /other failed: bang' })]);
  assert.is(merged.length, 3);
  assert.is(merged[0], one);
  assert.is(merged[1], elsewhere);
  assert.is(mergeRepeatedRenderErrors([toc('/docs/a'), toc('/docs/b')])[0].message.startsWith('rendering 2 pages failed (/docs/a, /docs/b): '), true);
});

test.run();
