import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fingerprintInputs, outermostRoots, outputStamp } from '../../../../cli/output/up-to-date.js';
import { copyFixture, ROOT } from '../../../helpers/fixture-site.js';

function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-inputs-'));
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'a.md'), 'a');
  writeFileSync(join(dir, 'site.config.json'), '{}');
  return dir;
}

test('the input fingerprint moves with an edit, a new file and a deletion, not with node_modules or the output', async () => {
  const dir = tree();
  const out = join(dir, 'build');
  const roots = [join(dir, 'docs'), join(dir, 'site.config.json')];
  const first = await fingerprintInputs(roots, out);
  assert.is(await fingerprintInputs(roots, out), first);
  mkdirSync(join(dir, 'docs', 'node_modules'));
  writeFileSync(join(dir, 'docs', 'node_modules', 'x.js'), '');
  assert.is(await fingerprintInputs([...roots, out], out), await fingerprintInputs([...roots, out], out));
  assert.is(await fingerprintInputs(roots, out), first, 'node_modules is not an input');
  utimesSync(join(dir, 'docs', 'a.md'), new Date(), new Date(Date.now() + 5000));
  const touched = await fingerprintInputs(roots, out);
  assert.is.not(touched, first);
  writeFileSync(join(dir, 'docs', 'b.md'), 'b');
  const added = await fingerprintInputs(roots, out);
  assert.is.not(added, touched);
  rmSync(join(dir, 'docs', 'b.md'));
  assert.is(await fingerprintInputs(roots, out), touched);
  rmSync(dir, { recursive: true, force: true });
});

test('the fingerprint follows symbolic links to files and folders, walks a link cycle once, and skips a broken link', () => {
  const dir = tree();
  const shared = mkdtempSync(join(tmpdir(), 'opdocs-inputs-shared-'));
  writeFileSync(join(shared, 'part.md'), 'one');
  symlinkSync(shared, join(dir, 'docs', 'shared'));
  symlinkSync(join(dir, 'docs'), join(dir, 'docs', 'loop'));
  symlinkSync(join(dir, 'missing'), join(dir, 'docs', 'broken'));
  const out = join(dir, 'build');
  const first = fingerprintInputs([join(dir, 'docs')], out);
  writeFileSync(join(shared, 'part.md'), 'two, longer');
  assert.is.not(fingerprintInputs([join(dir, 'docs')], out), first, 'a file behind a linked folder is an input');
  rmSync(dir, { recursive: true, force: true });
  rmSync(shared, { recursive: true, force: true });
});

test('a folder inside another root is walked once; one under node_modules or a sibling with a longer name is not inside', async () => {
  const site = '/s';
  assert.equal(outermostRoots([`${site}/content/docs`, `${site}/content`, `${site}/content/blog`, `${site}/content-extra`, `${site}/node_modules/opdocs/theme`, site, `${site}/site.config.json`]), [
    site, `${site}/node_modules/opdocs/theme`,
  ]);
  assert.equal(outermostRoots([`${site}/content/docs`, `${site}/content`, `${site}/content-extra`, '/opdocs/theme']), ['/opdocs/theme', `${site}/content`, `${site}/content-extra`]);
  const dir = tree();
  assert.is(await fingerprintInputs([join(dir, 'docs'), dir], join(dir, 'build')), await fingerprintInputs([dir], join(dir, 'build')), 'the nested root adds nothing');
  rmSync(dir, { recursive: true, force: true });
});

test('the output stamp changes when the folder is swapped for another', () => {
  const dir = tree();
  const out = join(dir, 'build');
  assert.is(outputStamp(out), '', 'no output yet');
  mkdirSync(out);
  writeFileSync(join(out, '__opdocs.json'), '{}');
  const stamp = outputStamp(out);
  assert.ok(stamp);
  const next = join(dir, 'next');
  mkdirSync(next);
  writeFileSync(join(next, '__opdocs.json'), '{}');
  renameSync(out, join(dir, 'old'));
  renameSync(next, out);
  assert.is.not(outputStamp(out), stamp);
  rmSync(dir, { recursive: true, force: true });
});

// The check runs only in the built CLI, so this drives bin/opdocs.js (dist/ is built by `npm test`).
test('opdocs build does nothing when nothing changed, and builds after an edit, a lost output or --force', () => {
  const site = copyFixture('basic', 'up-to-date');
  const build = (...args: string[]) => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.is(r.status, 0, r.stderr);
    return r.stdout;
  };
  assert.match(build(), /✔ built \d+ routes/);
  assert.match(build(), /✔ up to date: .*nothing changed since the last build/);
  assert.match(build('--force'), /✔ built \d+ routes/);
  const doc = spawnSync('sh', ['-c', `ls ${join(site, 'content', 'docs')}/*.md | head -1`], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(doc, `${'\n'}Edited.\n`, { flag: 'a' });
  assert.match(build(), /✔ built \d+ routes/, 'an edited doc is built');
  rmSync(join(site, 'build'), { recursive: true, force: true });
  assert.match(build(), /✔ built \d+ routes/, 'a deleted output is built again');
  assert.match(build(), /✔ up to date/);
  // src/ sits beside a `content/` folder: a swizzled component or an imported one is an input too.
  mkdirSync(join(site, 'src', 'theme', 'Footer'), { recursive: true });
  writeFileSync(join(site, 'src', 'theme', 'Footer', 'index.js'), "import Footer from '@theme-original/Footer';\nexport default function F(props) { return <><Footer {...props} /><p>Thanks</p></>; }\n");
  assert.match(build(), /✔ built \d+ routes/, 'a new file under src/ is built');
  assert.match(build(), /✔ up to date/);
});

test.run();
