/**
 * `!!yaml-loader!` imports in MDX and site code: the file's data as the default export, and a
 * missing or broken file reported where it is, with what to do.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { yamlModuleSource } from '../../../../cli/bundle/yaml-file-imports.ts';
import { siteHint } from '../../../../cli/bundle/user-errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Yaml = suite('yaml-loader imports');

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

type Listed = { errors?: { file?: string; line?: number; message: string; hint?: string }[] };

Yaml('a doc lists the entries of a YAML file it imports with !!yaml-loader!', async () => {
  const siteDir = writeSiteFiles('opdocs-yaml-import', {
    'site.config.json': CONFIG,
    'docs/langs.mdx': [
      "import langs from '!!yaml-loader!../data/langs.yaml';",
      '',
      '# Languages',
      '',
      '<p id="supported">{Object.entries(langs).filter(([, info]) => info.ready).map(([code]) => code).join(", ")}</p>',
    ].join('\n'),
    'data/langs.yaml': 'en:\n  ready: true\nfr:\n  ready: false\nde:\n  ready: true\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build/docs/langs/index.html'), 'utf8');
  // The expression may render inside a hydration island: its text is what counts.
  const text = /<p id="supported">([\s\S]*?)<\/p>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim();
  assert.is(text, 'en, de');
});

Yaml('a plain .yaml import (a site plugin\'s YAML loader in Docusaurus) gives the data, in MDX and in a component', async () => {
  const siteDir = writeSiteFiles('opdocs-yaml-plain', {
    'site.config.json': CONFIG,
    'src/components/Owls.jsx': "import owls from '../../data/owls.yml';\nexport default function Owls() { return <ul id=\"owls\">{owls.map((o) => <li key={o}>{o}</li>)}</ul>; }\n",
    'docs/owls.mdx': [
      "import perches from '@site/data/perches.yaml';",
      "import Owls from '@site/src/components/Owls';",
      '',
      '# Owls',
      '',
      '<p id="perches">{perches.oak.join(" and ")}</p>',
      '',
      '<Owls />',
    ].join('\n'),
    'data/perches.yaml': 'oak:\n  - barn\n  - tawny\n',
    'data/owls.yml': '- snowy\n- eagle\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const html = readFileSync(join(siteDir, 'build/docs/owls/index.html'), 'utf8');
  const text = (id: string) => new RegExp(`<[a-z]+ id="${id}">([\\s\\S]*?)</(?:p|ul)>`).exec(html)?.[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  assert.is(text('perches'), 'barn and tawny');
  assert.is(text('owls'), 'snowy eagle');
});

Yaml('a YAML file the repository does not hold is an error at the import line that names the file', async () => {
  const siteDir = writeSiteFiles('opdocs-yaml-missing', {
    'site.config.json': CONFIG,
    'docs/a.mdx': "import data from '!!yaml-loader!../fetched/data.yaml';\n\n# A\n\n{Object.keys(data).length}\n",
  });
  const err = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => undefined, (e: Listed) => e);
  const first = err?.errors?.find((e) => e.message.includes('yaml-loader'));
  assert.ok(first, JSON.stringify(err?.errors?.map((e) => e.message)));
  assert.is(`${first.file?.slice(siteDir.length + 1)}:${first.line}`, 'docs/a.mdx:1');
  assert.match(first.message, 'Could not read "!!yaml-loader!../fetched/data.yaml" as YAML: no file "../fetched/data.yaml"');
  assert.match(first.hint ?? '', 'if a script fetches the file before the build, run it first');
});

Yaml('a YAML file in a folder the .gitignore lists is named as made by a script, with the script to run', async () => {
  const siteDir = writeSiteFiles('opdocs-yaml-generated', {
    'site.config.json': CONFIG,
    '.gitignore': '/fetched\n',
    'package.json': JSON.stringify({ scripts: { 'sync-data': 'git clone https://example.org/data fetched' } }),
    'docs/a.mdx': "import data from '!!yaml-loader!../fetched/data.yaml';\n\n# A\n\n{Object.keys(data).length}\n",
  });
  const err = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => undefined, (e: Listed) => e);
  const first = err?.errors?.find((e) => e.message.includes('yaml-loader'));
  assert.match(first?.hint ?? '', 'fetched is not in the repository (its .gitignore lists it)');
  assert.match(first?.hint ?? '', '"sync-data"');
});

Yaml('a file of several YAML documents gives the list of them; one document gives its data', () => {
  assert.is(yamlModuleSource('a: 1\n', '/x.yaml'), 'export default {"a":1};\n');
  assert.is(yamlModuleSource('a: 1\n---\nb: 2\n', '/x.yaml'), 'export default [{"a":1},{"b":2}];\n');
  assert.throws(() => yamlModuleSource('a: [1\n', '/x.yaml'));
});

Yaml('another webpack loader chain is named as a loader opdocs does not run, never as a package to install', () => {
  const hint = siteHint('Could not resolve "!!json5-loader!../data/x.json5"');
  assert.match(hint, '"json5-loader" is a webpack loader, which opdocs does not run');
  assert.not.match(hint, 'npm install');
  assert.match(siteHint('Could not resolve "left-pad"'), 'npm install left-pad');
  assert.match(siteHint('Could not resolve "../../.docusaurus/plugin/default/list.json"'), 'data Docusaurus generates while it builds, which opdocs does not write');

});

Yaml.run();
