/**
 * A static file on a page's HTML file: Docusaurus' build writes the page over it, so a Docusaurus
 * repository built in place builds, with a warning and without the file; a site.config.json
 * site is still refused, as opdocs' own rule says.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

const FILES = {
  'src/pages/index.md': '# Owl home\n\nHoot.\n',
  'static/index.html': '<meta http-equiv="refresh" content="0; url=docs/intro">',
  'static/img/owl.svg': '<svg/>',
  'docs/intro.md': '# Intro\n',
};

test('built in place, a static index.html gives way to the home page with a warning naming both files', async () => {
  const dir = writeSiteFiles('opdocs-static-page-wins-', {
    ...FILES,
    'docusaurus.config.js': "module.exports = { title: 'Owls', url: 'https://owls.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  });
  try {
    const { result, errors, warnings } = await loadSite(await loadConfig(dir));
    assert.equal(errors, []);
    const warning = warnings.find((w) => /static file index\.html/.test(w.error.message));
    assert.ok(warning, warnings.map((w) => w.error.message).join('\n'));
    assert.is(warning.error.file, join(dir, 'static/index.html'));
    assert.match(warning.error.message, "static file index.html is left out: the page / (src/pages/index.md) takes its place, as in Docusaurus' build");
    const copied = result!.copies.map((c) => c.to);
    assert.ok(copied.includes('img/owl.svg'));
    assert.not.ok(copied.includes('index.html'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with a site.config.json the same static index.html is still an error', async () => {
  const dir = writeSiteFiles('opdocs-static-page-refused-', {
    ...FILES,
    'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://owls.example', baseUrl: '/', contentDir: '.' }),
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => e.message), ['static file index.html would replace the page / (src/pages/index.md)']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
