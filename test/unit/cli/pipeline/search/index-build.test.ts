import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData, SidebarItem, SiteData } from '../../../../../runtime/types';
import { forEachToken } from '../../../../../runtime/search/text';
import { createWordDictionary } from '../../../../../cli/pipeline/search/word-dictionary';
import { createLvl0Finder } from '../../../../../cli/pipeline/search/lvl0';
import { createIndexEntryCache } from '../../../../../cli/pipeline/search/index-entries';
import type { SearchBlock } from '../../../../../cli/pipeline/parse/search-blocks';

test('a word found from its place in a text has the id of the same word given as a string', () => {
  const dict = createWordDictionary();
  const text = 'Install HELM install Helm';
  const a = dict.idOfSpan(text, 0, 7);
  const b = dict.idOf('helm');
  assert.is(dict.idOfSpan(text, 8, 12), b);
  assert.is(dict.idOfSpan(text, 13, 20), a);
  assert.is(dict.idOf('install'), a);
  assert.equal(dict.words, ['install', 'helm']);
  // Many words: the table grows and every word keeps its id.
  const ids = Array.from({ length: 5000 }, (_, i) => dict.idOf(`w${i}`));
  assert.equal(Array.from({ length: 5000 }, (_, i) => dict.idOfSpan(` W${i} `, 1, 2 + String(i).length)), ids);
  assert.is(dict.words.length, 5002);
  // With the hash and case the tokenizer gives, the same ids again.
  const seen: number[] = [];
  forEachToken('install Helm w42', (w) => seen.push(dict.idOf(w)), (s, e, hash, lower) => seen.push(dict.idOfSpan('install Helm w42', s, e, hash, lower)));
  assert.equal(seen, [a, b, ids[42]]);
});

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href }) as SidebarItem;
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, href, collapsed: false, collapsible: true }) as unknown as SidebarItem;
const doc = (path: string, sidebarUrl?: string) => ({ kind: 'doc', path, sidebar: sidebarUrl ? { id: 's', url: sidebarUrl } : undefined }) as unknown as RouteData;

test('lvl0 is the deepest category around a doc (its own when it has the href), else the active navbar item, else "Documentation"', () => {
  const sidebar = [
    link('/docs/intro'),
    category('Guides', [link('/docs/guides/a/'), category('Advanced', [link('/docs/guides/deep')], '/docs/guides/advanced')]),
    category('Again', [link('/docs/guides/deep')]),
  ];
  const site = { navbar: { items: [{ kind: 'link', label: 'Docs', href: '/docs/intro', activeBasePath: '/docs/' }] } } as unknown as SiteData;
  const lvl0 = createLvl0Finder(site, new Map([['/sidebar-1.json', sidebar]]));
  assert.is(lvl0(doc('/docs/guides/a', '/sidebar-1.json')), 'Guides', 'trailing slashes do not matter');
  assert.is(lvl0(doc('/docs/guides/deep', '/sidebar-1.json')), 'Advanced', 'the first place in the sidebar wins');
  assert.is(lvl0(doc('/docs/guides/advanced', '/sidebar-1.json')), 'Advanced');
  assert.is(lvl0(doc('/docs/intro', '/sidebar-1.json')), 'Docs', 'a top-level doc takes the navbar item');
  assert.is(lvl0(doc('/blog/post')), 'Documentation');
});

const route = (path: string, title: string) => ({ kind: 'page', path, title, head: { meta: [{ name: 'docsearch:language', content: 'en' }] } }) as unknown as RouteData;

test('the entry cache reuses a page while its parse and what it shows are unchanged, and rebuilds it otherwise', () => {
  const cache = createIndexEntryCache();
  const blocks: SearchBlock[] = [{ kind: 'heading', level: 2, text: 'Install Helm', id: 'install' }, { kind: 'text', text: 'Run helm install.' }];
  const first = cache.get(route('/a', 'A'), blocks, 'Docs', 'https://x', 'en');
  assert.is(first.count, 3);
  const stored = Buffer.from(first.stored).toString('utf8');
  assert.equal([...first.storedEnds].map((end, i) => stored.slice(i ? first.storedEnds[i - 1] : 0, end)), ['[1,"/a",["Docs","A"],null]', '[2,"/a#install",["Docs","A","Install Helm"],null]', '[7,"/a#install",["Docs","A","Install Helm"],"Run helm install."]']);
  // Per record, each word once: "A" | "Install Helm" | "Run helm install."
  assert.equal([...first.words].map((id) => cache.dict.words[id]), ['a', 'install', 'helm', 'run', 'helm', 'install']);
  assert.equal([...first.starts], [0, 1, 3, 6]);
  cache.prune();
  assert.is(cache.get(route('/a', 'A'), blocks, 'Docs', 'https://x', 'en'), first, 'same parse, same entry');
  assert.is.not(cache.get(route('/a', 'A'), [...blocks], 'Docs', 'https://x', 'en'), first, 'a new parse');
  assert.is.not(cache.get(route('/a', 'B'), blocks, 'Docs', 'https://x', 'en'), first, 'a new title');
  assert.is.not(cache.get(route('/a', 'A'), blocks, 'Guides', 'https://x', 'en'), first, 'a new lvl0');
  cache.prune();
  cache.prune();
  assert.is.not(cache.get(route('/a', 'A'), blocks, 'Docs', 'https://x', 'en'), first, 'dropped once unused for a build');
});

test.run();
