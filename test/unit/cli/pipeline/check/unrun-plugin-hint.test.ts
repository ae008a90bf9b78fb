/**
 * An unknown MDX component on a Docusaurus site built in place names the remark/rehype plugins
 * of its config that opdocs does not run, as the likely source of the component.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { OpdocsError } from '../../../../../cli/errors';
import { unrunContentPlugins } from '../../../../../cli/migrate/content-plugin-names';
import { createStandIn } from '../../../../../cli/migrate/load-docusaurus';
import { likelySources, namePlaceholderLinks, nameUnrunPlugins } from '../../../../../cli/pipeline/check/unrun-plugin-hint';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('the plugins come from the preset sections, content plugins and markdown, each once, built-in ones left out', () => {
  function remarkOwlNotes() {}
  const names = unrunContentPlugins({
    markdown: { remarkPlugins: [createStandIn('remark-owl-diagrams')] },
    presets: [['classic', {
      docs: { remarkPlugins: [createStandIn('mdx-owl.default', 'mdx-owl'), createStandIn('remark-math'), [createStandIn('@owls/remark-npm2yarn'), { sync: true }]] },
      blog: { rehypePlugins: [createStandIn('rehype-katex'), remarkOwlNotes] },
    }]],
    plugins: [['@docusaurus/plugin-content-docs', { id: 'nest', beforeDefaultRemarkPlugins: [createStandIn('mdx-owl')] }]],
  });
  assert.equal(names, ['remark-owl-diagrams', 'mdx-owl', "the site's function remarkOwlNotes"]);
});

test('a plugin sharing a word with the component is its likely source; a short word must be the whole name', () => {
  assert.equal(likelySources('Mermaid', ['remark-gfm-extra', 'mdx-mermaid']), ['mdx-mermaid']);
  assert.equal(likelySources('D2', ['remark-d2', 'remark-code-import']), ['remark-d2']);
  assert.equal(likelySources('Dd2Chart', ['remark-d2']), []);
  assert.equal(likelySources('Chart', ['remark-plugin']), []);
});

test('only unknown-component errors change, keeping their place; with no plugins nothing changes', () => {
  const unknown = new OpdocsError({ file: 'docs/a.mdx', line: 3, column: 1, message: 'MDX: unknown component <Mermaid>: it is neither imported nor provided by the theme', hint: 'import it' });
  const other = new OpdocsError({ file: 'docs/a.mdx', line: 4, message: 'MDX: the expression {x} cannot be evaluated' });
  assert.is(nameUnrunPlugins([unknown], [], '/s/docusaurus.config.js')[0], unknown);
  const [named, kept] = nameUnrunPlugins([unknown, other], ['remark-owl', 'mdx-mermaid'], '/s/docusaurus.config.js');
  assert.is(kept, other);
  assert.match(named.message, /likely comes from the remark\/rehype plugin mdx-mermaid of docusaurus\.config\.js, which opdocs does not run$/);
  assert.equal([named.file, named.line, named.column], ['docs/a.mdx', 3, 1]);
  assert.match(named.hint!, /^opdocs runs no remark\/rehype plugins: .*; import it$/);
  const [unsure] = nameUnrunPlugins([new OpdocsError({ message: 'MDX: unknown component <Owl>: it is neither imported' })], ['remark-a', 'remark-b'], 'docusaurus.config.ts');
  assert.match(unsure.message, /the remark\/rehype plugins remark-a, remark-b of docusaurus\.config\.ts are not run by opdocs, and may be what provides it$/);
});

test('an unknown @theme/ import names the config\'s unrun themes, unless an installed package is named already', () => {
  const missing = new OpdocsError({ file: 'api/a.mdx', line: 2, message: "MDX: '@theme/OwlSchema' is not a theme component opdocs provides", hint: 'write it as src/theme/OwlSchema' });
  const [named] = nameUnrunPlugins([missing], [], 'docusaurus.config.ts', ['docusaurus-theme-owl-api']);
  assert.match(named.message, /; it likely comes from the theme docusaurus-theme-owl-api of docusaurus\.config\.ts, which opdocs does not run$/);
  assert.is(named.hint, missing.hint);
  const installed = new OpdocsError({ message: missing.message, hint: 'it is a component of owl-theme, a Docusaurus theme or plugin package, which opdocs does not load; …' });
  assert.is(nameUnrunPlugins([installed], [], 'docusaurus.config.ts', ['owl-theme'])[0], installed);
});

test('a site built in place names the uninstalled plugin of its docs as the source of the component', async () => {
  const dir = writeSiteFiles('opdocs-unrun-plugin-', {
    'docusaurus.config.js': [
      "const owlCharts = require('remark-owl-charts');",
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/',",
      "  presets: [['classic', { blog: false, docs: { remarkPlugins: [owlCharts] } }]],",
      '};',
    ].join('\n'),
    'docs/intro.mdx': '# Intro\n\n<OwlChart data="perch" />\n',
  });
  try {
    const { errors } = await loadSite(await loadConfig(dir));
    const found = errors.find((e) => /unknown component <OwlChart>/.test(e.message));
    assert.ok(found, errors.map((e) => e.message).join('\n'));
    assert.match(found.message, /likely comes from the remark\/rehype plugin remark-owl-charts of docusaurus\.config\.js, which opdocs does not run/);
    assert.match(String(found.file), /intro\.mdx$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a package listed under themes is named for an unknown @theme/ import even without "theme" in its name, the matching one first', async () => {
  const dir = writeSiteFiles('opdocs-unrun-theme-', {
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/',",
      "  presets: [['classic', { blog: false }]],",
      "  themes: ['owl-schema-plugin', 'lantern-search-kit'],",
      '};',
    ].join('\n'),
    'docs/intro.mdx': "import OwlSchemaViewer from '@theme/OwlSchemaViewer';\n\n# Intro\n\n<OwlSchemaViewer />\n",
  });
  try {
    const { errors } = await loadSite(await loadConfig(dir));
    const found = errors.find((e) => /@theme\/OwlSchemaViewer/.test(e.message));
    assert.ok(found, errors.map((e) => e.message).join('\n'));
    assert.match(found.message, /likely comes from the theme owl-schema-plugin of docusaurus\.config\.js, which opdocs does not run$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a broken link whose address holds a placeholder names the site\'s own remark plugin that would fill it in', async () => {
  const dir = writeSiteFiles('opdocs-unrun-placeholder-', {
    'docusaurus.config.js': [
      "const urls = { nestUrl: 'https://github.com/owls/nest' };",
      'function fillUrls() { return () => {}; }',
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/', customFields: urls,",
      "  presets: [['classic', { blog: false, docs: { remarkPlugins: [fillUrls] } }]],",
      '};',
    ].join('\n'),
    'docs/intro.md': '# Intro\n\nSee [the releases]({@nestUrl@}/releases) and [the roost](/roost).\n',
  });
  try {
    const { errors } = await loadSite(await loadConfig(dir));
    const found = errors.find((e) => e.message.includes('{@nestUrl@}'));
    assert.ok(found, errors.map((e) => e.message).join('\n'));
    assert.match(found.message, /; \{@nestUrl@\} is a placeholder, likely filled in by the remark\/rehype plugin the site's function fillUrls of docusaurus\.config\.js, which opdocs does not run$/);
    assert.match(found.hint ?? '', 'write the address out in the link');
    assert.is(found.line, 3);
    const roost = errors.find((e) => e.message.includes('roost'));
    assert.ok(roost && !roost.message.includes('placeholder'), 'a plain broken link stays as it was');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const plain = new OpdocsError({ message: 'broken link: {@x@} → /x is not a page of this site' });
  assert.is(namePlaceholderLinks([plain], [], '/s/docusaurus.config.js')[0], plain, 'no plugins: nothing changes');
});

test.run();
