import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderBodies } from '../../../../cli/render/render-bodies.ts';
import { renderRouteBodies } from '../../../../theme/Content/render-bodies.ts';
import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from '../../../../theme/Content/content-components.ts';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component.ts';
import type { RouteData, SiteData } from '../../../../runtime/types.ts';
import type { ComponentMap } from '../../../../runtime/islands/island-tree.ts';
import { createElement, type ReactNode } from 'react';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Bodies = suite('rendering the content components of all routes');
const site = { baseUrl: '/' } as SiteData;
const server = { renderBodies: (_site: SiteData, route: RouteData, deps: Record<string, unknown>) => renderRouteBodies(route, deps, { components: CONTENT_COMPONENTS, interactive: new Set(INTERACTIVE_COMPONENTS) }) };
const route = (path: string, html: string) => ({ kind: 'page', path, deps: [], html, toc: [] }) as unknown as RouteData;

Bodies('routes without markers are passed through as the same objects', () => {
  const routes = [route('/a', '<p>a</p>'), route('/b', '<p>b</p>')];
  const out = renderBodies({ site, routes, server, deps: new Map() });
  assert.equal(out.errors, []);
  assert.ok(out.routes.every((r, i) => r === routes[i]));
});

Bodies('a component that cannot render fails the build naming the Markdown file and what went wrong', () => {
  const routes = [route('/ok', componentMarkup('Details', { summary: 'S' }, '<p>x</p>')), route('/bad', componentMarkup('Tabz', {}, ''))];
  const out = renderBodies({ site, routes, server, deps: new Map(), markdownFiles: new Map([['/bad', '/site/docs/bad.mdx']]) });
  assert.match((out.routes[0] as { html: string }).html, '<details class="alert alert--info details" data-collapsed="true"><summary>S</summary>');
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].file, '/site/docs/bad.mdx');
  assert.match(out.errors[0].message, 'rendering the components in /bad failed: the page uses the component "Tabz", which is not available: use one of Tabs, TabItem, Admonition, CodeBlock, Details, DocCardList');
});

Bodies('a site\'s own DocCardList on a page in no sidebar category gets what the page gave it; the theme\'s still needs a category', () => {
  // As a company theme's list is written: it draws the cards the page puts in it.
  const OwnList = ({ children }: { children?: ReactNode }) => createElement('div', { className: 'own-cards' }, children);
  const own = { renderBodies: (_site: SiteData, r: RouteData, deps: Record<string, unknown>) => renderRouteBodies(r, deps, { components: { ...CONTENT_COMPONENTS, DocCardList: OwnList } as ComponentMap, interactive: new Set(INTERACTIVE_COMPONENTS) }) };
  const page = () => [route('/plugins', componentMarkup('DocCardList', {}, '<p>Official plugins</p>'))];
  const drawn = renderBodies({ site, routes: page(), server: own, deps: new Map() });
  assert.equal(drawn.errors, []);
  assert.match((drawn.routes[0] as { html: string }).html, '<div class="own-cards">');
  assert.match((drawn.routes[0] as { html: string }).html, 'Official plugins');
  const themes = renderBodies({ site, routes: page(), server, deps: new Map() });
  assert.match(themes.errors[0]?.message ?? '', 'DocCardList without items lists the current sidebar category, and this page is in none');
});

Bodies('a component of a Markdown page that reads a site plugin\'s global data names usePluginData and the plugin, not only the line', () => {
  const dir = writeSiteFiles('opdocs-render-bodies-plugin-data', {
    'src/components/Owls.jsx': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport function Owls() {\n  const { owls = [] } = usePluginData('owl-census');\n  return owls.length;\n}\n",
  });
  const thrower = { renderBodies: () => {
    const err = new TypeError("Cannot read properties of undefined (reading 'owls')");
    err.stack = `${err.name}: ${err.message}\n    at Owls (${pathToFileURL(join(dir, 'src/components/Owls.jsx')).href}:3:11)`;
    throw err;
  } };
  const out = renderBodies({ site, routes: [route('/census', componentMarkup('Owls', {}, ''))], server: thrower, siteDir: dir, deps: new Map(), markdownFiles: new Map([['/census', join(dir, 'docs/census.mdx')]]) });
  assert.equal([out.errors[0]?.file, out.errors[0]?.line], [join(dir, 'src/components/Owls.jsx'), 3]);
  assert.match(out.errors[0]?.hint ?? '', /^usePluginData\("owl-census"\) is undefined: a Docusaurus plugin publishes that data with setGlobalData.* \(it threw while rendering docs\/census\.mdx\)$/);
});

Bodies.run();
