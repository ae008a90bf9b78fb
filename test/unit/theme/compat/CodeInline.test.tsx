/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStaticMarkup } from 'react-dom/server';
import CodeInline from '../../../../theme/compat/CodeInline';
import { docusaurusModuleFile } from '../../../../cli/bundle/docusaurus-modules.ts';

test('@theme/CodeInline is the theme\'s inline code: a <code> with the props given', () => {
  assert.ok(docusaurusModuleFile('@theme/CodeInline'));
  assert.is(renderToStaticMarkup(<CodeInline className="owl" title="hoot">--port 8971</CodeInline>), '<code class="owl" title="hoot">--port 8971</code>');
});

test.run();
