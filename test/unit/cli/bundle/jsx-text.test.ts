import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeJsxText, withAutomaticRuntime } from '../../../../cli/bundle/jsx-text.ts';

test('a bare > or } in JSX text is written as an expression, as Babel reads it', async () => {
  const source = 'export const A = () => (\n  <a href="/x">\n    Get started ->\n  </a>\n);\nexport const B = () => <p>a } b -> c</p>;\n';
  const fixed = await escapeJsxText(source, 'tsx');
  assert.is(fixed, "export const A = () => (\n  <a href=\"/x\">\n    Get started -{'>'}\n  </a>\n);\nexport const B = () => <p>a {'}'} b -{'>'} c</p>;\n");
});

test('valid files and files with other errors are left alone', async () => {
  assert.is(await escapeJsxText('export const A = () => <p>{"->"}</p>;\nconst n: number = 1 > 0 ? 1 : 2;\n', 'tsx'), null);
  assert.is(await escapeJsxText('export const A = () => <p>broken</div>;\n', 'tsx'), null);
});

test('the automatic JSX runtime is named on the first line, unless the file names its own', () => {
  assert.is(withAutomaticRuntime('export const A = () => <p />;\n'), '/* @jsxRuntime automatic */ export const A = () => <p />;\n');
  const own = '/** @jsx h */\nimport { h } from "preact";\nexport const A = () => <p />;\n';
  assert.is(withAutomaticRuntime(own), own);
  const emotion = '/** @jsxImportSource @emotion/react */\nexport const A = () => <p />;\n';
  assert.is(withAutomaticRuntime(emotion), emotion);
});

test.run();
