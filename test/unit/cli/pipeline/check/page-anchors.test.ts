/**
 * Which ids a link's #anchor may name: as Docusaurus' check counts them, those of headings, of
 * `<a id>` (plain HTML or MDX) and `<Link id>`, and of `<li id>`; not those of other elements.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSite } from '../../../../../cli/pipeline/site';
import { loadConfig } from '../../../../../cli/config/load-config';
import { pageAnchors } from '../../../../../cli/pipeline/check/page-anchors';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('ids of headings, links and list items, entities decoded; other elements\' ids left out', () => {
  const html = '<h2 id="setup">Setup</h2><p><a id="old-name"></a><a href="#x" class="k" id="tom&amp;jerry">t</a></p>'
    + '<ul><li id="item-3">c</li></ul><div id="box"></div><span id="s"></span><abbr id="ab">x</abbr>';
  assert.equal([...pageAnchors({ headings: [{ id: 'setup' }], html })], ['setup', 'old-name', 'tom&jerry', 'item-3']);
});

test('a link to an <a id> in Markdown or a <Link id> in MDX is no broken anchor; one to a <div id> still is', async () => {
  const siteDir = writeSiteFiles('opdocs-page-anchors', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.', onBrokenAnchors: 'throw' }),
    'docs/plain.md': '# Plain\n\n<a id="kept-name"></a>\n\nText.\n\n<div id="boxed">Box</div>\n',
    'docs/rich.mdx': "import Link from '@docusaurus/Link';\n\n# Rich\n\n<Link id=\"why-it-matters\" />\n\nWhy.\n",
    'docs/links.md': '# Links\n\nSee [kept](./plain.md#kept-name), [why](./rich.mdx#why-it-matters) and [box](./plain.md#boxed).\n',
  });
  const { errors } = await loadSite(await loadConfig(siteDir));
  assert.equal(errors.map((e) => e.message), ['broken anchor: ./plain.md#boxed → /docs/plain has no heading with id "boxed"']);
});

test('a link to the id a site component is given (one that registers it, as with useBrokenLinks) is no broken anchor', async () => {
  const siteDir = writeSiteFiles('opdocs-page-anchors-component', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.', onBrokenAnchors: 'throw' }),
    'src/components/Term.tsx': [
      "import React from 'react';",
      "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
      'export default function Term({ id, children }: { id: string; children: React.ReactNode }) {',
      '  useBrokenLinks().collectAnchor(id);',
      '  return <dfn id={id}>{children}</dfn>;',
      '}',
    ].join('\n'),
    'docs/terms.mdx': "import Term from '@site/src/components/Term';\n\n# Terms\n\n| Name | Meaning |\n| - | - |\n| <Term id=\"lazy-mode\">Lazy</Term> | Late |\n\n<Term id=\"eager-mode\">Eager</Term>\n",
    'docs/links.md': '# Links\n\nSee [lazy](./terms.mdx#lazy-mode), [eager](./terms.mdx#eager-mode) and [none](./terms.mdx#no-such-term).\n',
  });
  const { errors } = await loadSite(await loadConfig(siteDir));
  assert.equal(errors.map((e) => e.message), ['broken anchor: ./terms.mdx#no-such-term → /docs/terms has no heading with id "no-such-term"']);
});

test.run();
