/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStaticMarkup } from 'react-dom/server';
import { Details } from '../../../../theme/Content/Details';

const test = suite('Details');

test('a summary given as text is wrapped in <summary>; one given as a <summary> element is used as it is', () => {
  assert.is(renderToStaticMarkup(<Details summary="More">Body</Details>), '<details class="alert alert--info details" data-collapsed="true"><summary>More</summary><div class="details__content">Body</div></details>');
  const html = renderToStaticMarkup(<Details summary={<summary>Own <b>summary</b></summary>}>Body</Details>);
  assert.is(html, '<details class="alert alert--info details" data-collapsed="true"><summary>Own <b>summary</b></summary><div class="details__content">Body</div></details>');
});

test.run();
