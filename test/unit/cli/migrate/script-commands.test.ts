/** The opdocs command `opdocs migrate` prints for each `docusaurus …` script of package.json. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scriptCommands, translateCommand } from '../../../../cli/migrate/script-commands.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('each Docusaurus command maps to its opdocs command, its options carried over under their names', () => {
  assert.equal(translateCommand(['start', '--port', '4000', '--host=0.0.0.0', '--no-open']), { to: 'opdocs serve --watch --port 4000 --host 0.0.0.0', dropped: ['--no-open'] });
  assert.equal(translateCommand(['build', 'website', '--out-dir', 'public', '--locale', 'fr']), { to: 'opdocs build website --out-dir public --locale fr', dropped: [] });
  assert.equal(translateCommand(['write-translations', '--locale', 'ko', '--messagePrefix', '(ko)', '--override']).to, 'opdocs write-translations --locale ko --message-prefix (ko) --override');
  assert.equal(translateCommand(['clear']), { to: 'opdocs clear', dropped: [] });
  assert.equal(translateCommand(['write-heading-ids', 'website', 'docs/a.md', '--overwrite', '--syntax', 'comment']), { to: 'opdocs write-heading-ids website docs/a.md --overwrite', dropped: ['--syntax'] });
  assert.equal(translateCommand(['deploy', '--skip-build']), { to: null, dropped: [] });
  assert.equal(translateCommand([]), { to: 'opdocs', dropped: [] });
});

test('only scripts that are one docusaurus call are read; an environment prefix is kept', () => {
  const dir = writeSiteFiles('script-commands', {
    'package.json': JSON.stringify({ scripts: {
      start: 'docusaurus start', build: 'NODE_OPTIONS="--max-old-space-size=8192" docusaurus build', chain: 'docusaurus build && node post.js',
      lint: 'eslint .', swizzle: 'npx docusaurus swizzle',
    } }),
  });
  assert.equal(scriptCommands(dir).map((s) => [s.name, s.to]), [
    ['start', 'opdocs serve --watch'],
    ['build', 'NODE_OPTIONS="--max-old-space-size=8192" opdocs build'],
    ['swizzle', null],
  ]);
  assert.equal(scriptCommands(writeSiteFiles('script-commands-none', { 'package.json': '{ not json' })), []);
});

test.run();
