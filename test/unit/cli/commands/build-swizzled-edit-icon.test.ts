/**
 * A swizzled Icon/Edit: the icon before "Edit this page" under each doc, given `className`; one
 * that imports the original's stylesheet from the theme-classic package gets opdocs' stand-in.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Icon = suite('opdocs build: swizzled Icon/Edit');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { editUrl: 'https://git.example.org/kites/edit/main/' } }),
  'docs/fly.md': '# Fly\n\nHold the line.\n',
  'src/theme/Icon/Edit/index.tsx': [
    "import React, { type ReactNode } from 'react';",
    "import type { Props } from '@theme/Icon/Edit';",
    "import styles from '@docusaurus/theme-classic/src/theme/Icon/Edit/styles.module.css';",
    'export default function IconEdit({ className, ...rest }: Props): ReactNode {',
    '  return <svg className={[styles.iconEdit, className].join(" ")} data-kite-forge="" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" {...rest}><circle cx="7" cy="7" r="6" /></svg>;',
    '}',
  ].join('\n'),
};

Icon('the site\'s icon leads the edit link, hidden from assistive technology, with the theme\'s class and the stand-in\'s', async () => {
  const dir = writeSiteFiles('opdocs-swizzled-edit-icon', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/fly/index.html'), 'utf8');
  assert.match(html, /<a class="theme-edit-this-page" href="https:\/\/git\.example\.org\/kites\/edit\/main\/docs\/fly\.md"[^>]*><svg class="[^"]*iconEdit[^"]* edit-icon" data-kite-forge=""[^>]*aria-hidden="true"><circle[^>]*><\/circle><\/svg>Edit this page<\/a>/);
  assert.not.match(html, 'viewBox="0 0 40 40"');
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['Icon/Edit', 'EditIcon', null]]);
});

Icon.run();
