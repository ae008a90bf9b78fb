import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHeadingSlugger, getTocHtml, renderHeading, splitExplicitId } from '../../../../../cli/pipeline/parse/headings';

const test = suite('headings');

test('slugs follow github-slugger: punctuation removed, each space a dash', () => {
  const s = createHeadingSlugger();
  assert.is(s.next('Über  Straße'), 'über--straße');
  assert.is(s.next('C++ & Rust'), 'c--rust');
  assert.is(s.next('What is `kubectl`? (optional)'), 'what-is-kubectl-optional');
});

test('repeated headings get -1, -2 suffixes and skip ids already taken', () => {
  const s = createHeadingSlugger();
  assert.is(s.next('Intro'), 'intro');
  assert.is(s.next('Intro'), 'intro-1');
  assert.is(s.next('Intro 2'), 'intro-2');
  assert.is(s.next('Intro'), 'intro-3');
});

test('explicit ids are kept verbatim but still de-duplicated', () => {
  const s = createHeadingSlugger();
  assert.is(s.next('My.Custom_ID', true), 'My.Custom_ID');
  assert.is(s.next('My.Custom_ID', true), 'My.Custom_ID-1');
});

test('a trailing {#id} is split off the heading text, also in its escaped MDX form', () => {
  assert.equal(splitExplicitId('Install <code>x</code> {#install}'), { html: 'Install <code>x</code>', explicitId: 'install' });
  assert.equal(splitExplicitId('Install \\{#install}'), { html: 'Install', explicitId: 'install' });
  assert.equal(splitExplicitId('Set {#a} in the middle'), { html: 'Set {#a} in the middle', explicitId: null });
});

test('h2 gets id, anchor class and a labelled hash link; h1 gets neither', () => {
  assert.is(renderHeading(2, 'a-b', 'A &amp; <em>B</em>'),
    '<h2 id="a-b" class="anchor">A &amp; <em>B</em><a href="#a-b" class="hash-link" aria-label="Direct link to A &amp; B" ' +
    'title="Direct link to A &amp; B">&#8203;</a></h2>');
  assert.is(renderHeading(1, 'title', 'Title'), '<h1>Title</h1>');
});

test('TOC html unwraps links inside the heading', () => {
  assert.is(getTocHtml('See <a href="/x">the <code>docs</code></a>'), 'See the <code>docs</code>');
});

test.run();
