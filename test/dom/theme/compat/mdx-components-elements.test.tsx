/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/MDXComponents` holds the element keys site code reaches for (`components.pre`,
 * `components.h2`), not only the capitalized components: a React page drawing a code sample
 * with them renders instead of failing on an undefined element type.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import components from '../../../../theme/compat/MDXComponents';

const Elements = suite('the element keys of @theme/MDXComponents');
useDomSuite(Elements);

function show(element: ReactNode): HTMLElement {
  const Page = () => <main id="probe">{element}</main>;
  render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
  return document.getElementById('probe')!;
}

Elements('every element key Docusaurus\' map has is a component', () => {
  const keys = ['Head', 'a', 'code', 'pre', 'details', 'img', 'ul', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'admonition', 'mermaid'];
  const map = components as Record<string, unknown>;
  assert.equal(keys.filter((k) => typeof map[k] !== 'function'), []);
});

Elements('a page\'s <components.pre> around <components.code> draws the theme\'s code block with its language', () => {
  const probe = show(<components.pre><components.code className="language-ts">{'const owl = 2;\n'}</components.code></components.pre>);
  const block = probe.querySelector('.theme-code-block');
  assert.ok(block, 'the theme\'s code block');
  assert.is(block!.getAttribute('data-language'), 'ts');
  assert.match(block!.textContent ?? '', 'const owl = 2;');
});

Elements('a heading key draws its level with the anchor link an id gives it', () => {
  const probe = show(<components.h3 id="perches">Perches</components.h3>);
  const heading = probe.querySelector('h3#perches');
  assert.ok(heading, 'an h3 with its id');
  assert.is(heading!.querySelector('a.hash-link')?.getAttribute('href'), '#perches');
});

Elements.run();
