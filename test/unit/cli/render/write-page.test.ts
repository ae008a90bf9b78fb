import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteData } from '../../../../runtime/types.ts';
import { createPageWriter } from '../../../../cli/render/write-page.ts';
import { describeFile, type KnownFile } from '../../../../cli/output/precache-manifest.ts';
import { asUserErrors } from '../../../../cli/errors.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const Writer = suite('page writer');

const route = (path: string, kind = 'doc') => ({ kind, path, page: kind, deps: [], head: { title: path } }) as unknown as RouteData;

Writer('writes each page and its data file; precachable files are described as written', () => {
  const out = tempDir('opdocs-writer-');
  const known = new Map<string, KnownFile>();
  const writer = createPageWriter(out, { baseUrl: '/base/' }, known);
  const intro = route('/base/docs/intro');
  assert.is(writer.write(intro, '<html>intro</html>'), 18);
  const guide = route('/base/docs/guide');
  writer.write(guide, '<html>guide</html>');
  writer.write(route('/base/404.html', 'not-found'), '<html>404</html>');
  writer.finish();
  assert.is(readFileSync(join(out, 'docs/intro/index.html'), 'utf8'), '<html>intro</html>');
  assert.is(readFileSync(join(out, 'docs/intro/__data.json'), 'utf8'), JSON.stringify(intro));
  assert.is(readFileSync(join(out, 'docs/guide/__data.json'), 'utf8'), JSON.stringify(guide));
  assert.equal([...known.keys()].sort(), ['404.html', 'docs/guide/__data.json', 'docs/intro/__data.json']);
  assert.equal(known.get('docs/guide/__data.json'), describeFile(JSON.stringify(guide)));
});

Writer('trailingSlash false writes <path>.html, with the data file where the router asks for it', () => {
  const out = tempDir('opdocs-writer-');
  const writer = createPageWriter(out, { baseUrl: '/base/', trailingSlash: false });
  const intro = route('/base/docs/intro');
  writer.write(intro, '<html>intro</html>');
  writer.write(route('/base/'), '<html>home</html>');
  writer.finish();
  assert.is(readFileSync(join(out, 'docs/intro.html'), 'utf8'), '<html>intro</html>');
  assert.is(readFileSync(join(out, 'docs/intro/__data.json'), 'utf8'), JSON.stringify(intro));
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), '<html>home</html>');
});

Writer('a write that fails is reported once, naming the file and what to do', () => {
  const root = tempDir('opdocs-writer-');
  writeFileSync(join(root, 'file'), 'not a folder');
  const writer = createPageWriter(join(root, 'file'), { baseUrl: '/' });
  writer.write(route('/a'), '<html>a</html>');
  writer.write(route('/b'), '<html>b</html>');
  const err = (() => {
    try {
      writer.finish();
      return null;
    } catch (e) {
      return e;
    }
  })();
  const user = asUserErrors(err);
  assert.ok(user, `a user error, got ${String(err)}`);
  assert.match(user[0].message, `cannot write ${join(root, 'file')}`);
  assert.is(user.length, 1, 'one failure is reported, not one per page');
  assert.match(user[0].hint ?? '', 'choose another --out-dir');
  writer.finish();
});

Writer.run();
