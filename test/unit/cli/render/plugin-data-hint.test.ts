import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { pluginDataHint } from '../../../../cli/render/plugin-data-hint';
import { writeSiteFiles } from '../../../helpers/site-files';

const PAGE = [
  "import { usePluginData } from '@docusaurus/useGlobalData';",
  'export default function Jobs() {',
  '  const {',
  '    openings,',
  "  } = usePluginData('acme-openings-plugin');",
  '  return <ul>{openings.map((o) => <li key={o}>{o}</li>)}</ul>;',
  '}',
].join('\n');

function page(text: string): string {
  return join(writeSiteFiles('opdocs-plugin-data-hint-', { 'src/pages/jobs.js': text }), 'src/pages/jobs.js');
}

test('a page that destructures a site plugin\'s missing global data is told that opdocs runs no plugins, naming the plugin', () => {
  const file = page(PAGE);
  const hint = pluginDataHint("Cannot destructure property 'openings' of 'usePluginData(...)' as it is undefined.", file, 3);
  assert.ok(hint);
  assert.match(hint!, /usePluginData\("acme-openings-plugin"\) is undefined/);
  assert.match(hint!, /runs no Docusaurus plugins/);
});

test('a read of a missing plugin\'s data on the thrown line gets the hint even when the message names no hook', () => {
  const file = page("import { usePluginData } from '@docusaurus/useGlobalData';\nexport default () => usePluginData('acme-stats').count;\n");
  const hint = pluginDataHint("Cannot read properties of undefined (reading 'count')", file, 2);
  assert.match(hint ?? '', /usePluginData\("acme-stats"\)/);
});

test('failures unrelated to plugin data, or on the docs plugin\'s published data, get no such hint', () => {
  const file = page("export default () => { const a = undefined; return a.b; };\n");
  assert.is(pluginDataHint("Cannot read properties of undefined (reading 'b')", file, 1), null);
  const docs = page("import { usePluginData } from '@docusaurus/useGlobalData';\nexport default () => usePluginData('docusaurus-plugin-content-docs').versions[9].name;\n");
  assert.is(pluginDataHint("Cannot read properties of undefined (reading 'name')", docs, 2), null);
  assert.is(pluginDataHint('x is not defined'), null);
});

test.run();
