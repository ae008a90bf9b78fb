/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Providers, resetBody, type RenderOptions } from './page-env';
import DocPage from '../../../../theme/pages/DocPage';
import BlogListPage from '../../../../theme/pages/BlogListPage';
import BlogPostPage from '../../../../theme/pages/BlogPostPage';
import { primeHtmlCache } from '../../../../runtime/html-block';
import type { TocItem } from '../../../../runtime/types';
import { makeBlogListRoute, makeBlogPostRoute, makeDocRoute, makeSidebar, SIDEBAR_URL } from '../../../helpers/page-fixtures';

/**
 * Server-renders `serverUi`, then hydrates `clientUi` (the same page with every html field
 * null, as on a first load) and returns the console errors React reported.
 */
function serverThenHydrate(serverUi: ReactNode, clientUi: ReactNode, options: RenderOptions): { container: HTMLElement; errors: unknown[][] } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Providers options={options}>{serverUi}</Providers>);
  document.body.appendChild(container);
  primeHtmlCache(container);
  const errors: unknown[][] = [];
  const realError = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    act(() => {
      hydrateRoot(container, <Providers options={options}>{clientUi}</Providers>, {
        onRecoverableError: (error) => errors.push(['recoverable', error]),
      });
    });
  } finally {
    console.error = realError;
  }
  return { container, errors };
}

const test = suite('first-load hydration with html: null');
test.before.each(resetBody);

test('a doc page keeps its server markup (body and TOC labels) and hydrates without errors', () => {
  const route = makeDocRoute();
  const options = { route, deps: { [SIDEBAR_URL]: makeSidebar() } };
  // The build nulls every html field of the first page's data, TOC labels included.
  const stripToc = (items: TocItem[]): TocItem[] => items.map((item) => ({ ...item, html: null as unknown as string, children: stripToc(item.children) }));
  const clientRoute = { ...route, html: null, toc: stripToc(route.toc) };
  const { container, errors } = serverThenHydrate(<DocPage route={route} />, <DocPage route={clientRoute} />, options);
  assert.equal(errors, []);
  assert.is(container.querySelector('.theme-doc-toc-desktop a[href="#values"] code')?.textContent, 'values');
  // The mobile TOC mounts only when opened, after hydration, and still finds its labels.
  const button = container.querySelector<HTMLButtonElement>('.theme-doc-toc-mobile button')!;
  act(() => button.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.is(container.querySelector('.theme-doc-toc-mobile a[href="#helm"]')?.textContent, 'Helm');
  assert.ok(container.querySelector('[data-opdocs-html="doc"]')?.textContent?.includes('Install the operator.'));
  assert.ok(container.querySelector('#helm.anchor'));
});

test('a blog list keeps its excerpt and hydrates without errors', () => {
  // One post only: HtmlBlock's server-markup cache is process-wide and never re-primed, and
  // the runtime's own test already primed "post-1" with other markup in this process.
  const route = makeBlogListRoute({ posts: [makeBlogListRoute().posts[0]!] });
  const clientRoute = { ...route, posts: route.posts.map((p) => ({ ...p, html: null })) };
  const { container, errors } = serverThenHydrate(<BlogListPage route={route} />, <BlogListPage route={clientRoute} />, { route });
  assert.equal(errors, []);
  assert.is(container.querySelector('[data-opdocs-html="post-0"]')?.textContent, 'Excerpt 2');
});

test('a blog post keeps its body and hydrates without errors', () => {
  const route = makeBlogPostRoute();
  const clientRoute = { ...route, post: { ...route.post, html: null } };
  const { container, errors } = serverThenHydrate(<BlogPostPage route={route} />, <BlogPostPage route={clientRoute} />, { route });
  assert.equal(errors, []);
  assert.is(container.querySelector('#__blog-post-container')?.textContent, 'Full post');
});

test.run();
