/** Imported SVG components are inlined into pages: what could run there is dropped, the drawing kept. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inertSvgMarkup, isActiveAttribute } from '../../../../cli/bundle/svg-inert';
import { svgComponentSource } from '../../../../cli/bundle/svg-components';

test('a script element inside an imported SVG is removed and the shapes around it stay', () => {
  const out = inertSvgMarkup('<circle r="5"/><script type="text/javascript">alert(1)</script><SCRIPT>x()</SCRIPT ><rect width="2"/>');
  assert.is(out, '<circle r="5"/><rect width="2"/>');
});

test('event handlers, srcdoc and script URLs are removed from every element, encoded or not', () => {
  const out = inertSvgMarkup('<a xlink:href=" &#106;avascript:alert(1)" class="k"><g onload="alert(1)" fill="red" onClick=\'x()\'/></a><set attributeName="href" to="javascript:alert(2)"/><foreignObject><iframe srcdoc="<b>"></iframe></foreignObject>');
  assert.not.match(out, /javascript|onload|onclick|iframe|srcdoc/i);
  assert.match(out, '<a class="k">');
  assert.match(out, '<g fill="red"/>');
});

test('an element split around a removed one does not come back whole', () => {
  assert.not.match(inertSvgMarkup('<scr<script></script>ipt>alert(1)</script>'), /<script/i);
});

test('an unclosed script cuts the markup there, so it cannot swallow the page after the SVG', () => {
  assert.is(inertSvgMarkup('<circle r="1"/><script src="x.js"'), '<circle r="1"/>');
});

test('plain attributes, including ones that merely contain the letters "on", are kept', () => {
  assert.is(isActiveAttribute('font-family', 'monospace'), false);
  assert.is(isActiveAttribute('href', '#section-on-top'), false);
  assert.is(isActiveAttribute('ONMOUSEOVER', 'x'), true);
  assert.is(isActiveAttribute('values', 'red;javascript:alert(1)'), true);
});

test('the component module of an SVG with a script and an onload on its root inlines neither', () => {
  const source = svgComponentSource('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 4 4"><script>alert(2)</script><circle r="2"/></svg>');
  assert.not.match(source, /alert/);
  assert.match(source, '"viewBox":"0 0 4 4"');
  assert.match(source, '<circle r=\\"2\\"/>');
});

test.run();
