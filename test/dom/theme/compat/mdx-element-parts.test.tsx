/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/MDXComponents/<Element>`, the element components an ejected MDXComponents maps
 * Markdown's elements to, drawn in the theme's page: code blocks, details, links and images.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import MdxA from '../../../../theme/compat/MDXComponents/A';
import MdxCode from '../../../../theme/compat/MDXComponents/Code';
import MdxDetails from '../../../../theme/compat/MDXComponents/Details';
import MdxImg from '../../../../theme/compat/MDXComponents/Img';
import MdxPre from '../../../../theme/compat/MDXComponents/Pre';
import MdxUl from '../../../../theme/compat/MDXComponents/Ul';

const Parts = suite('the MDX element components of an ejected MDXComponents');
useDomSuite(Parts);

function show(element: ReactNode): HTMLElement {
  const Page = () => <main id="probe">{element}</main>;
  render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
  return document.getElementById('probe')!;
}

Parts('a <pre> around a <code> is the theme\'s code block, with the language and a focusable, copyable body', () => {
  const probe = show(<MdxPre><code className="language-js">{'const kite = 1;\n'}</code></MdxPre>);
  const block = probe.querySelector('.theme-code-block')!;
  assert.ok(block, 'the theme\'s code block');
  assert.is(block.getAttribute('data-language'), 'js');
  assert.is(block.querySelector('pre')!.getAttribute('tabindex'), '0');
  assert.match(block.textContent ?? '', 'const kite = 1;');
});

Parts('inline code stays inline, and a multi-line one becomes a block', () => {
  const probe = show(<div className="lines"><MdxCode>reel</MdxCode> and <MdxCode>{'a\nb'}</MdxCode></div>);
  assert.is(probe.querySelector('.lines > code')!.textContent, 'reel');
  assert.is(probe.querySelectorAll('.theme-code-block').length, 1);
});

Parts('details take their <summary> child as the summary, once, and keep the rest as content', () => {
  const probe = show(<MdxDetails><summary>Spars</summary><p>Carbon.</p></MdxDetails>);
  const details = probe.querySelector('details')!;
  assert.is(details.querySelectorAll('summary').length, 1);
  assert.is(details.querySelector('summary')!.textContent, 'Spars');
  assert.is(details.querySelector('.details__content')!.textContent, 'Carbon.');
});

Parts('links, images and lists keep what the Markdown gave them', () => {
  const probe = show(<><MdxA href="https://example.org/kites">Kites</MdxA><MdxImg src="/kite.png" alt="A kite" /><MdxUl className="contains-task-list"><li>One</li></MdxUl></>);
  assert.is(probe.querySelector('a')!.getAttribute('href'), 'https://example.org/kites');
  const img = probe.querySelector('img')!;
  assert.is(img.getAttribute('alt'), 'A kite');
  assert.is(img.getAttribute('loading'), 'lazy');
  assert.is(probe.querySelector('ul.contains-task-list > li')!.textContent, 'One');
});

Parts.run();
