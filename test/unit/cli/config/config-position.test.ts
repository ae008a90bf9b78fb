/**
 * configError places a value of site.config.json at its line and column, reading the file once
 * for many errors (thousands of redirects each placed by a scan from the top took minutes) yet
 * again as soon as the file changes, as it does between rebuilds of serve --watch.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configError, createConfigLocator } from '../../../../cli/config/config-position';
import { tempDir } from '../../../helpers/fixture-site.ts';

const redirects = (n: number, pad = '') => `{\n  "title": "T",${pad}\n  "redirects": [\n${
  Array.from({ length: n }, (_, i) => `    { "from": "/old/${i}", "to": "/new" }`).join(',\n')}\n  ]\n}\n`;

test('every entry of a 20,000-entry list is placed at its own line and column (once parsed, not 20,000 times)', () => {
  const file = join(tempDir('opdocs-config-position-'), 'site.config.json');
  writeFileSync(file, redirects(20_000));
  const wrong: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const error = configError(file, ['redirects', i, 'from'], 'm');
    if (error.line !== 4 + i || error.column !== 15) wrong.push(i);
  }
  assert.equal(wrong, []);
});

test('an edited config is read again: positions follow the new text', () => {
  const file = join(tempDir('opdocs-config-position-'), 'site.config.json');
  writeFileSync(file, redirects(3));
  assert.is(configError(file, ['redirects', 2, 'to'], 'm').line, 6);
  writeFileSync(file, redirects(3, '\n\n'));
  assert.is(configError(file, ['redirects', 2, 'to'], 'm').line, 8);
  assert.equal([configError(file, ['nowhere'], 'm').line, configError(file, ['nowhere'], 'm').column], [1, 1]);
});

test('a locator reads the file at its first lookup, and keeps that reading for the rest', () => {
  const file = join(tempDir('opdocs-config-position-'), 'site.config.json');
  writeFileSync(file, redirects(3));
  const locate = createConfigLocator(file);
  // Made once per rebuild by features that may never place anything: the file it reads is the one of the first lookup.
  writeFileSync(file, redirects(3, '\n'));
  assert.is(locate(['redirects', 2, 'to']).line, 7);
  writeFileSync(file, redirects(3, '\n\n\n'));
  assert.is(locate(['redirects', 1, 'to']).line, 6, 'one locator places every value of one reading');
  assert.is(createConfigLocator(file)(['redirects', 1, 'to']).line, 8, 'a new locator reads the edited file');
});

test('a docusaurus.config.* built in place is placed at the line that writes the key, inside the object of the key holding it', () => {
  const file = join(tempDir('opdocs-config-position-'), 'docusaurus.config.ts');
  writeFileSync(file, [
    "import type { Config } from '@docusaurus/types';",
    'const config: Config = {',
    "  title: 'T',",
    "  favicon: 'img/icon.ico',",
    '  themeConfig: {',
    "    announcementBar: { id: 'a', content: 'Hi' },",
    "    navbar: { items: [{ type: 'dropdown', label: 'More', items: [] }] },",
    "    footer: { items: 'not here', content: 'no' },",
    '  },',
    '};',
    'export default config;',
  ].join('\n'));
  const favicon = configError(file, ['favicon'], 'm');
  assert.equal([favicon.line, favicon.column], [4, 3]);
  assert.is(configError(file, ['announcementBar', 'content'], 'm').line, 6);
  assert.is(configError(file, ['navbar', 'items', 0, 'items'], 'm').line, 7);
  assert.is(configError(file, ['themeConfig', 'footer'], 'm').line, 8);
  // A key the file does not write leaves the place of its holder, or the top.
  assert.is(configError(file, ['navbar', 'hideOnScroll'], 'm').line, 7);
  assert.equal([configError(file, ['customFields'], 'm').line, configError(file, ['customFields'], 'm').column], [1, 1]);
});

test.run();
