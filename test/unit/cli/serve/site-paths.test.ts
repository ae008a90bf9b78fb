import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OpdocsError } from '../../../../cli/errors.js';
import {
  createIgnore, findOpdocsSourceDirs, loadOutputBaseUrl, loadSiteHints, resolveBaseUrl,
} from '../../../../cli/serve/site-paths.js';
import { sidePaths } from '../../../../cli/output/commit.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const Paths = suite('site-paths');

Paths('reads the base URL recorded in __opdocs.json, and nothing when the file is missing', async () => {
  const dir = tempDir('opdocs-out-');
  try {
    assert.is(await loadOutputBaseUrl(dir), undefined);
    writeFileSync(join(dir, '__opdocs.json'), '{"baseUrl":"/typesense-operator-docs/"}');
    assert.is(await loadOutputBaseUrl(dir), '/typesense-operator-docs/');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Paths('fails with the file and a rebuild hint when __opdocs.json is not JSON', async () => {
  const dir = tempDir('opdocs-out-');
  writeFileSync(join(dir, '__opdocs.json'), '{oops');
  try {
    await loadOutputBaseUrl(dir);
    assert.unreachable('should have failed');
  } catch (err) {
    assert.instance(err, OpdocsError);
    assert.is((err as OpdocsError).file, join(dir, '__opdocs.json'));
    assert.is((err as OpdocsError).hint, 'run `opdocs build` again');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Paths('normalises base URLs to start and end with a slash', () => {
  assert.is(resolveBaseUrl('docs'), '/docs/');
  assert.is(resolveBaseUrl('/docs'), '/docs/');
  assert.is(resolveBaseUrl(''), '/');
  assert.is(resolveBaseUrl('/'), '/');
});

Paths('reads baseUrl and contentDir from a config with comments, and survives a broken one', () => {
  const site = tempDir('opdocs-site-');
  try {
    assert.equal(loadSiteHints(site), { contentDir: join(site, 'content') });
    writeFileSync(join(site, 'site.config.json'), '{\n // note\n "baseUrl": "/x", "contentDir": "pages" }');
    assert.equal(loadSiteHints(site), { baseUrl: '/x/', contentDir: join(site, 'pages') });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Paths('ignores the output folder, .git and editor scratch files only', () => {
  const ignore = createIgnore('/site/build');
  assert.ok(ignore('/site/build'));
  assert.ok(ignore('/site/build/index.html'));
  assert.ok(ignore('/site/.git/index'));
  assert.ok(ignore('/site/content/a.md~'));
  assert.ok(ignore('/site/content/.a.md.swp'));
  assert.ok(ignore('/site/content/.#a.md'));
  assert.ok(ignore('/site/content/#a.md#'), 'an Emacs auto-save');
  assert.ok(ignore('/site/content/docs/.DS_Store'));
  assert.not.ok(ignore('/site/content/#hash.md'));
  assert.not.ok(ignore('/site/build-notes.md'));
  assert.not.ok(ignore('/site/content/docs/a.md'));
});

Paths('ignores the build\'s own staging, swap, lock and trash folders beside the output (contentDir ".": a rebuild must not trigger the next)', () => {
  const ignore = createIgnore('/site/build');
  const side = sidePaths('/site/build');
  for (const path of [side.staging, join(side.staging, 'assets', 'client.js'), side.old, side.lock, `${side.trash}4242-0`, join(`${side.trash}4242-3`, 'docs', 'index.html')]) assert.ok(ignore(path), path);
  assert.not.ok(ignore('/site/docs/.build.opdocs-notes.md'));
});

Paths('finds theme/ and runtime/ of the opdocs package above a given folder', () => {
  const root = tempDir('opdocs-pkg-');
  try {
    writeFileSync(join(root, 'package.json'), '{"name":"opdocs"}');
    mkdirSync(join(root, 'theme'));
    mkdirSync(join(root, 'cli/serve'), { recursive: true });
    assert.equal(findOpdocsSourceDirs(join(root, 'cli/serve')), [join(root, 'theme')]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

Paths.run();
