import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteScriptFilter } from '../../../../cli/bundle/jsx-text.ts';
import { siteReachesOtherReact } from '../../../../cli/bundle/one-react.ts';
import { OPDOCS_ROOT } from '../../../../cli/bundle/paths.ts';
import { opdocsScriptFilter } from '../../../../cli/bundle/kernel-plugin.ts';

function tempSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-filters-'));
  for (const sub of ['src/pages', 'node_modules/react', '.docusaurus', 'docs']) mkdirSync(join(dir, sub), { recursive: true });
  return dir;
}

test('the JSX-text hook sees the site\'s own scripts only, not its packages or hidden folders', () => {
  const dir = tempSite();
  try {
    const filter = siteScriptFilter(dir);
    assert.ok(filter.test(join(dir, 'src', 'pages', 'index.js')));
    assert.ok(filter.test(join(dir, 'docs', 'deep', 'Widget.tsx')));
    assert.ok(filter.test(join(dir, 'sidebars.js')));
    assert.not.ok(filter.test(join(dir, 'node_modules', 'react', 'index.js')));
    assert.not.ok(filter.test(join(dir, '.docusaurus', 'client-modules.js')));
    assert.not.ok(filter.test(join(dir, 'src', 'pages', 'index.css')));
    assert.not.ok(filter.test('/elsewhere/src/pages/index.js'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('for the site in opdocs\' own folder, the theme and runtime are not site scripts', () => {
  const filter = siteScriptFilter(OPDOCS_ROOT);
  assert.ok(filter.test(join(OPDOCS_ROOT, 'content', 'pages', 'index.tsx')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'theme', 'App.tsx')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'runtime', 'hydrate.tsx')));
});

test('the kernel hook sees opdocs\' theme and runtime scripts only', () => {
  const filter = opdocsScriptFilter();
  assert.ok(filter.test(join(OPDOCS_ROOT, 'theme', 'compat', 'Link.tsx')));
  assert.ok(filter.test(join(OPDOCS_ROOT, 'runtime', 'hydrate.tsx')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'content', 'pages', 'index.tsx')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'theme', 'styles', 'index.css')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'node_modules', 'react', 'index.js')));
  assert.not.ok(filter.test(join(OPDOCS_ROOT, 'themes', 'x.ts')));
});

test('the one-React hook is needed only where the site can reach another React', () => {
  const dir = tempSite();
  try {
    assert.is(siteReachesOtherReact(OPDOCS_ROOT), false);
    rmSync(join(dir, 'node_modules', 'react'), { recursive: true });
    assert.is(siteReachesOtherReact(dir), false, 'no React of its own: ours is used');
    mkdirSync(join(dir, 'node_modules', 'react-dom'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'react-dom', 'package.json'), JSON.stringify({ name: 'react-dom', version: '18.3.1' }));
    assert.is(siteReachesOtherReact(dir), true, 'its own react-dom');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
