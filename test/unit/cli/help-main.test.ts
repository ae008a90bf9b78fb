import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../helpers/fixture-site.js';

// Runs the built CLI (dist/ is built by `npm test`): bin/opdocs.js sends help and version
// command lines to dist/help.cjs and the rest to the whole CLI.
const empty = mkdtempSync(join(tmpdir(), 'opdocs-help-'));
const cacheHome = mkdtempSync(join(tmpdir(), 'opdocs-help-cache-'));
test.after(() => [empty, cacheHome].forEach((d) => rmSync(d, { recursive: true, force: true })));

const opdocs = (args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), ...args], { cwd: empty, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cacheHome, NO_COLOR: '1' } });
  return { status: r.status, out: r.stdout, err: r.stderr };
};

test('--help, -h, help <command> and --version answer as commander does, with every command listed', () => {
  const help = opdocs(['--help']);
  assert.is(help.status, 0);
  for (const name of ['init', 'build', 'index', 'write-translations', 'write-heading-ids', 'clear', 'migrate', 'serve', 'start', 'swizzle']) assert.match(help.out, new RegExp(`^  ${name} `, 'm'));
  assert.match(help.out, /Exit codes: 0 done/);
  assert.is(opdocs(['-h']).out, help.out);
  const build = opdocs(['help', 'build']);
  assert.is(build.status, 0);
  assert.match(build.out, /^Usage: opdocs build \[options\] \[siteDir\]/);
  assert.match(build.out, /--out-dir <dir>/);
  assert.is(opdocs(['build', '--help']).out, build.out);
  const version = opdocs(['--version']);
  assert.is(version.status, 0);
  assert.match(version.out, /^\d+\.\d+\.\d+\n$/);
});

test('no command prints the help on stderr with exit code 2; a wrong option beside --help is still a usage error', () => {
  const none = opdocs([]);
  assert.is(none.status, 2);
  assert.match(none.err, /^Usage: opdocs/);
  const wrong = opdocs(['serve', '--port', 'x', '--help']);
  assert.is(wrong.status, 2);
  assert.match(wrong.err, /use a port number from 0 to 65535/);
});

test('an -h that is an option\'s value runs the command itself, in the whole CLI', () => {
  const r = opdocs(['index', '--out', '-h']);
  assert.is(r.status, 1);
  assert.match(r.err, /cannot find site\.config\.json/);
  assert.not.match(r.out, /Usage:/);
});

test('-h after -- is an argument, not a request for help', () => {
  const r = opdocs(['build', '--', '-h']);
  assert.is(r.status, 1);
  assert.not.match(r.out + r.err, /Usage:/);
});

test.run();
