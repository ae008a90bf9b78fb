import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.js';

// Runs the built CLI (dist/ is built by `npm test`), as a shell pipeline into `head` would.
test('a reader that closes the pipe before opdocs writes ends it quietly, with exit code 0', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.is(stderr, '');
  assert.is(code, 0);
});

test.run();
