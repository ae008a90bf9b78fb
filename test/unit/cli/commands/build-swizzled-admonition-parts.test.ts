/**
 * Swizzled admonition parts: a site that replaces an icon (`Admonition/Icon/Note`) or wraps a
 * type (`Admonition/Type/Warning`) but not Admonition gets its admonitions drawn from the parts,
 * as Docusaurus draws them, each swizzled part in its place; an ejected Admonition built on
 * `processAdmonitionProps` and `@theme/Admonition/Types` applies too.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Parts = suite('opdocs build: swizzled admonition parts');

const CONFIG = JSON.stringify({ title: 'Frogs', url: 'https://example.org', baseUrl: '/', contentDir: '.' });
const DOC = '# Croak\n\n:::note\n\nFrogs croak at dusk.\n\n:::\n\n:::tip[Listen closely]\n\nEach species differs.\n\n:::\n\n:::warning\n\nDo not lick.\n\n:::\n';

const PARTS = {
  'site.config.json': CONFIG,
  'docs/croak.md': DOC,
  'docs/pond.mdx': "import Admonition from '@theme/Admonition';\n\n# Pond\n\n<Admonition type=\"note\" title=\"Lily pads\">Float.</Admonition>\n",
  'src/theme/Admonition/Icon/Note.js': "import React from 'react';\nexport default function FrogIcon(props) { return <svg className=\"frog-note-icon\" viewBox=\"0 0 10 10\" {...props}><circle cx=\"5\" cy=\"5\" r=\"4\" /></svg>; }\n",
  'src/theme/Admonition/Type/Warning.js': "import React from 'react';\nimport Warning from '@theme-original/Admonition/Type/Warning';\nexport default function FrogWarning(props) { return <div className=\"frog-warning\"><Warning {...props} /></div>; }\n",
};

const EJECTED = {
  'site.config.json': CONFIG,
  'docs/croak.md': DOC,
  'src/theme/Admonition/index.js': [
    "import React from 'react';",
    "import { processAdmonitionProps } from '@docusaurus/theme-common';",
    "import AdmonitionTypes from '@theme/Admonition/Types';",
    'export default function Admonition(unprocessed) {',
    '  const props = processAdmonitionProps(unprocessed);',
    '  const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.info;',
    '  return <section className="frog-callout" data-kind={props.type}><Type {...props} /></section>;',
    '}',
  ].join('\n'),
};

let parts = '';
let ejected = '';
Parts.before(async () => {
  parts = writeSiteFiles('opdocs-swizzled-admonition-parts', PARTS);
  ejected = writeSiteFiles('opdocs-swizzled-admonition-ejected', EJECTED);
  await buildSite({ siteDir: parts, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');
const heading = (kind: string) => new RegExp(`<div class="admonition admonition--${kind} theme-admonition theme-admonition-${kind}" role="note"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true">(.*?)</span><span class="admonition__title">(.*?)</span></p>`);

Parts('each part is applied, and listed with its place', () => {
  assert.equal(listSwizzled(parts).map((s) => [s.name, s.point ?? null]), [['Admonition/Icon/Note', 'AdmonitionIconNote'], ['Admonition/Type/Warning', 'AdmonitionTypeWarning']]);
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['Admonition', 'Admonition', null]]);
});

Parts('a note shows the site\'s icon in the theme\'s frame, still a labelled note with its text', () => {
  const html = read(parts, 'docs/croak/index.html');
  const note = heading('note').exec(html);
  assert.ok(note, 'the note keeps the theme\'s markup');
  assert.match(note![1], '<svg class="frog-note-icon"');
  assert.match(html, /Frogs croak at dusk\./);
});

Parts('other kinds keep the theme\'s icon and their titles, given or default', () => {
  const html = read(parts, 'docs/croak/index.html');
  const tip = heading('tip').exec(html);
  assert.ok(tip);
  assert.match(tip![1], '<svg viewBox="0 0 16 16"');
  assert.is(tip![2], 'Listen closely');
});

Parts('a wrapped type draws its markup around the theme\'s warning', () => {
  assert.match(read(parts, 'docs/croak/index.html'), /<div class="frog-warning"><div class="admonition admonition--warning[^"]*" role="note">.*Do not lick\./s);
});

Parts('@theme/Admonition in MDX is drawn from the site\'s parts too', () => {
  const note = heading('note').exec(read(parts, 'docs/pond/index.html'));
  assert.ok(note);
  assert.match(note![1], 'frog-note-icon');
  assert.is(note![2], 'Lily pads');
});

Parts('an ejected Admonition picks each keyword\'s component from @theme/Admonition/Types', () => {
  const html = read(ejected, 'docs/croak/index.html');
  assert.match(html, /<section class="frog-callout" data-kind="note"><div class="admonition admonition--note/);
  assert.match(html, /<section class="frog-callout" data-kind="tip"><div class="admonition admonition--tip[^>]*>.*?Listen closely/s);
});

Parts.run();
