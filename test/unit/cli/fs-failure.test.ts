import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fsFailure } from '../../../cli/fs-failure';
import { reportError } from '../../../cli/main';
import { writeError } from '../../../cli/output/lock';
import { asUserErrors } from '../../../cli/errors';

/** The error Node throws for `fn`, for tests that need a real one. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

/** A system error like those of node:fs, for codes a test cannot cause (a full disk). */
const systemError = (code: string, syscall: string, path: string) => Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });

test('a failed read of a path the caller names says it cannot read it, why, and what to do', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-fs-'));
  try {
    const gone = join(dir, 'gone.md');
    const e = fsFailure(thrown(() => readFileSync(gone)), gone, false);
    assert.equal([e?.file, e?.message], [gone, 'cannot read it: it was deleted or renamed during the build']);
    const folder = fsFailure(thrown(() => readFileSync(dir)), dir, false);
    assert.is(folder?.message, 'cannot read it: it is a folder where a file is needed');
    assert.match(folder?.hint ?? '', 'rename or remove that folder');
    const denied = fsFailure(systemError('EACCES', 'open', gone), gone, false);
    assert.is(denied?.message, 'cannot read it: permission denied');
    assert.match(denied?.hint ?? '', 'chmod a+r');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('on its own, a missing file of unknown origin or an error without a path stays a bug', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-fs-'));
  try {
    assert.is(fsFailure(thrown(() => readFileSync(join(dir, 'nope')))), undefined, 'ENOENT without a caller-given path');
    assert.is(fsFailure(new Error('boom')), undefined);
    assert.is(fsFailure(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' })), undefined);
    assert.is(fsFailure(systemError('EBADF', 'read', '/x')), undefined, 'an unknown code is not guessed at');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('writes: a name too long, a file in the way or a full disk name the path and the way out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-fs-'));
  try {
    const long = join(dir, 'x'.repeat(300));
    const tooLong = asUserErrors(writeError(thrown(() => writeFileSync(long, '')), long));
    assert.equal(tooLong?.map((e) => e.message), [`cannot write ${long}: the name is too long for the file system`]);
    writeFileSync(join(dir, 'file'), '');
    const under = join(dir, 'file', 'page.html');
    const inWay = asUserErrors(writeError(thrown(() => writeFileSync(under, '')), under));
    assert.match(inWay?.[0].hint ?? '', 'choose another --out-dir');
    const full = asUserErrors(writeError(systemError('ENOSPC', 'write', under), under));
    assert.equal(full?.map((e) => [e.message, e.hint]), [[`cannot write ${under}: the disk is full`, 'free some space, or choose another --out-dir on another disk']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the CLI prints a permission failure that reached it as an error at the path, not as an opdocs bug', () => {
  const printed: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => printed.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    reportError(systemError('EACCES', 'open', '/site/content/static/secret.txt'));
  } finally {
    process.stderr.write = write;
  }
  const out = printed.join('');
  assert.not.match(out, 'opdocs bug');
  assert.match(out, '/site/content/static/secret.txt');
  assert.match(out, 'cannot open it: permission denied');
});

test('a file whose name is not UTF-8 is named as such, not as deleted during the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-bad-name-'));
  try {
    writeFileSync(Buffer.from(`${dir}/a\xffb.md`, 'latin1'), '# A\n');
    // Listed as Node lists it: the byte 0xFF becomes U+FFFD, a name no file has.
    const [listed] = readdirSync(dir);
    let error: unknown;
    try {
      readFileSync(join(dir, listed));
    } catch (err) {
      error = err;
    }
    const failure = fsFailure(error, join(dir, listed), false);
    assert.is(failure?.message, 'cannot read it: its name is not UTF-8 (the \uFFFD stands for a byte that is no character), so it cannot be opened by that name');
    assert.match(failure?.hint ?? '', 'rename it with a UTF-8 name');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
