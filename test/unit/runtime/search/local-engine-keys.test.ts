/** Words spelled like Object.prototype's keys: looked up as words, never as inherited functions. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchRecord } from '../../../../runtime/types';
import { buildLocalIndex } from '../../../../cli/pipeline/search/records-index';
import { createLocalEngine } from '../../../../runtime/search/local-engine';

const ORIGIN = 'https://s.example';

function page(i: number, text: string): SearchRecord {
  const hierarchy = { lvl0: 'Docs', lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord['hierarchy'];
  return { objectID: String(i), type: 'content', hierarchy, content: text, url: `${ORIGIN}/docs/p${i}`, url_without_anchor: `${ORIGIN}/docs/p${i}`, anchor: null, weight: { pageRank: 0, level: 0, position: i }, language: 'en', docusaurus_tag: 'docs-default-current' };
}

test('"constructor" found in one segment only is searched in the others without reading Object.prototype.constructor as its postings', async () => {
  // Segments of 4 records: the word is in the first one, its group ("co") in every one.
  const records = Array.from({ length: 12 }, (_, i) => page(i, i === 0 ? 'The constructor takes options.' : `Config ${i} covers the cluster.`));
  const index = buildLocalIndex(records, { siteUrl: ORIGIN, segmentSize: 4 });
  const files = new Map(index.files.map((f) => [f.name, f.data]));
  const engine = createLocalEngine(async (name) => JSON.parse(files.get(name) as string), index.manifest);
  for (const query of ['constructor', 'constructor ', 'tostring', '__proto__', 'hasownproperty']) {
    const res = await engine.search({ query, snippetWords: 10, hitsPerPage: 20, facetFilters: [] });
    assert.equal(res.hits.map((h) => h.url), query.startsWith('constructor') ? ['/docs/p0'] : [], query);
  }
});

test.run();
