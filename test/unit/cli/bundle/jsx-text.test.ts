import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeJsxText } from '../../../../cli/bundle/jsx-text.ts';

test('a bare > or } in JSX text is written as an expression, as Babel reads it', async () => {
  const source = 'export const A = () => (\n  <a href="/x">\n    Get started ->\n  </a>\n);\nexport const B = () => <p>a } b -> c</p>;\n';
  const fixed = await escapeJsxText(source, 'tsx');
  assert.is(fixed, "export const A = () => (\n  <a href=\"/x\">\n    Get started -{'>'}\n  </a>\n);\nexport const B = () => <p>a {'}'} b -{'>'} c</p>;\n");
});

test('valid files and files with other errors are left alone', async () => {
  assert.is(await escapeJsxText('export const A = () => <p>{"->"}</p>;\nconst n: number = 1 > 0 ? 1 : 2;\n', 'tsx'), null);
  assert.is(await escapeJsxText('export const A = () => <p>broken</div>;\n', 'tsx'), null);
});

test.run();
