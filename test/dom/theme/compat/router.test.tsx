/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { Link, NavLink } from '../../../../theme/compat/router';

const test = suite('react-router Link and NavLink on opdocs\' router');
useDomSuite(test);

/** Renders `children` as a page at `pathname` (the fixture site's baseUrl is "/base/"). */
function renderAt(pathname: string, children: ReactNode) {
  const store = createTestStore(createDocRoute(), undefined, { pathname });
  return render(<OpdocsProviders site={createSiteData()} store={store}>{children}</OpdocsProviders>);
}

const attr = (id: string, name: string) => document.getElementById(id)!.getAttribute(name);

test('Link takes a router path that already holds the baseUrl, as a string or as its parts', () => {
  renderAt('/base/', <>
    <Link id="s" to="/base/docs/intro" className="btn">Intro</Link>
    <Link id="o" to={{ pathname: '/base/docs/setup', search: '?os=linux', hash: '#install' }}>Setup</Link>
  </>);
  assert.is(attr('s', 'href'), '/base/docs/intro');
  assert.is(attr('s', 'class'), 'btn');
  assert.is(attr('o', 'href'), '/base/docs/setup?os=linux#install');
});

test('NavLink adds activeClassName on its page and below it, and exact limits it to the page', () => {
  renderAt('/base/docs/intro', <>
    <NavLink id="a" to="/base/docs" activeClassName="on">Docs</NavLink>
    <NavLink id="b" to="/base/docs" exact activeClassName="on">Docs</NavLink>
    <NavLink id="c" to="/base/blog" activeClassName="on">Blog</NavLink>
  </>);
  assert.is(attr('a', 'class'), 'on');
  assert.is(attr('b', 'class'), null);
  assert.is(attr('c', 'class'), null);
});

test.run();
