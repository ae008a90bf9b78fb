import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { throwSite } from '../../../../cli/render/throw-site.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

/** A one-line bundle whose inline source map sends column 1 to `sources[0]` and column 11 to `sources[1]`. */
function bundleMappedTo(dir: string, sources: string[]): string {
  // "AAAA": column 0 → source 0, line 0, column 0; "UCAE": 10 columns on → source 1, line 2, column 2.
  const map = { version: 3, sources, names: [], mappings: 'AAAA,UCEE' };
  const file = join(dir, 'cache', 'server.js');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  writeFileSync(file, `export {};\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`);
  return file;
}

const thrownAt = (file: string, column: number) => Object.assign(new Error('boom'), { stack: `Error: boom\n    at render (${file}:1:${column})` });

test('a frame that maps to a module a bundler plugin made (no file) is passed over, not a crash', () => {
  const dir = tempDir('opdocs-throw-site-');
  const bundle = bundleMappedTo(dir, ['opdocs-react-esm:react', '../src/Card.jsx']);
  assert.equal(throwSite(thrownAt(bundle, 1), dir, bundle), {});
  assert.equal(throwSite(thrownAt(bundle, 11), dir, bundle), { file: join(dir, 'src/Card.jsx'), line: 3, column: 3 });
});

test.run();
