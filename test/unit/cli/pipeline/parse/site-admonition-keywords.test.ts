/**
 * The pre-pass reads a site's own admonition keywords (those its swizzled Admonition/Types
 * draws) as admonitions, and only while they are set: other keywords stay text.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareSource, setAdmonitionKeywords } from '../../../../../cli/pipeline/parse/prepare-source';

const Keywords = suite('prepareSource with a site\'s own admonition keywords');
Keywords.after.each(() => setAdmonitionKeywords(null));

Keywords('a keyword of the site\'s, hyphen and all, opens an admonition with its title', () => {
  setAdmonitionKeywords(['my-type', 'owl']);
  const out = prepareSource(':::my-type\nNight calls.\n:::\n\n:::OWL[Barn owls]\nFaces.\n:::\n\n:::mystery\nText.\n:::', false);
  assert.equal(out.admonitions, [{ type: 'my-type', title: null }, { type: 'owl', title: 'Barn owls' }]);
  assert.ok(out.markdown.includes(':::mystery'));
});

Keywords('without the site\'s keywords the same fences stay text, and a built-in keyword followed by more letters is no admonition', () => {
  const out = prepareSource(':::my-type\nNight calls.\n:::\n:::note-ish\nx\n:::\n:::note\ny\n:::', false);
  assert.equal(out.admonitions, [{ type: 'note', title: null }]);
  assert.ok(out.markdown.startsWith(':::my-type\n'));
});

Keywords('a keyword of the config\'s is drawn as info, keeping its title, unless the site\'s Admonition/Types draws it', () => {
  setAdmonitionKeywords(['owl'], ['security', 'owl']);
  const out = prepareSource(':::security[Keep keys secret]\nRotate them.\n:::\n\n:::security\nNo title.\n:::\n\n:::owl\nHoot.\n:::', false);
  assert.equal(out.admonitions, [{ type: 'info', title: 'Keep keys secret' }, { type: 'info', title: null }, { type: 'owl', title: null }]);
});

Keywords.run();
