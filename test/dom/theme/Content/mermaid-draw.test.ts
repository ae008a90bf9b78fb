import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useDomSuite } from '../../../helpers/dom';
import { drawDiagram, type MermaidApi } from '../../../../theme/Content/mermaid-draw';

const test = suite('drawing a mermaid diagram');
useDomSuite(test);

/**
 * A stand-in for the mermaid package that behaves as mermaid 11 does: it draws into a wrapper it
 * appends to <body>, and on a diagram it cannot read leaves its error picture there and throws.
 */
function fakeMermaid(): MermaidApi & { config?: Record<string, unknown> } {
  const api: MermaidApi & { config?: Record<string, unknown> } = {
    initialize(config) { api.config = config; },
    async render(id, text) {
      const wrapper = document.body.appendChild(document.createElement('div'));
      wrapper.id = `d${id}`;
      wrapper.innerHTML = `<svg id="${id}"><text>${text.startsWith('graph') ? 'drawn' : 'Syntax error in text'}</text></svg>`;
      if (!text.startsWith('graph')) throw new Error('Parse error on line 1');
      const svg = wrapper.innerHTML;
      wrapper.remove();
      return { svg };
    },
  };
  return api;
}

test('a diagram mermaid cannot read throws and leaves nothing of mermaid\'s in the page', async () => {
  const mermaid = fakeMermaid();
  const error = await drawDiagram(mermaid, 'mermaid-b0', 'not a diagram <b>', false).then(() => null, (e: Error) => e);
  assert.match(error?.message ?? '', 'Parse error');
  assert.is(document.getElementById('dmermaid-b0'), null);
  assert.is(document.getElementById('mermaid-b0'), null);
  assert.not.match(document.body.innerHTML, 'Syntax error');
});

test('a readable diagram gives its SVG, in the colour mode asked for, with error pictures turned off', async () => {
  const mermaid = fakeMermaid();
  assert.match(await drawDiagram(mermaid, 'mermaid-b1', 'graph TD', true), '<text>drawn</text>');
  assert.equal(mermaid.config, { startOnLoad: false, theme: 'dark', suppressErrorRendering: true });
});

test.run();
