import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../../cli/commands/build.ts';
import { OpdocsError, asUserErrors, formatError, formatErrors } from '../../../cli/errors.ts';
import { writeSiteFiles } from '../../helpers/site-files.ts';

const Format = suite('the error list: one line per problem, however often it was met');

Format('the same problem at the same place is printed and counted once', () => {
  const at = { file: '/site/docs/_shared.mdx', line: 4, column: 2, message: 'something is wrong', hint: 'fix it' };
  const text = formatErrors([new OpdocsError(at), new OpdocsError({ ...at, file: '/site/docs/other.md' }), new OpdocsError(at)], '/site');
  assert.is(text.split('\n').filter((l) => l.includes('something is wrong')).length, 2);
  assert.match(text, '2 problems found; nothing was written.');
});

Format('problems differing only in hint or column stay apart', () => {
  const at = { file: '/site/a.md', line: 1, column: 1, message: 'bad' };
  const text = formatErrors([new OpdocsError(at), new OpdocsError({ ...at, column: 5 }), new OpdocsError({ ...at, hint: 'other' })], '/site');
  assert.match(text, '3 problems found');
});

Format('a partial with a problem, included by three docs, is reported once at its own line', async () => {
  const include = "import Shared from './_shared.mdx';\n\n<Shared />\n";
  const siteDir = writeSiteFiles('opdocs-errors-format', {
    'site.config.json': JSON.stringify({ title: 'Dup', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docs/_shared.mdx': 'Shared text.\n\n{missingName.join()}\n',
    'docs/one.mdx': `# One\n\n${include}`,
    'docs/two.mdx': `# Two\n\n${include}`,
    'docs/three.mdx': `# Three\n\n${include}`,
  });
  const errors = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e) ?? Promise.reject(e));
  assert.ok(errors, 'the build fails');
  const text = formatErrors(errors, siteDir);
  assert.is(text.split('\n').filter((l) => l.startsWith('docs/_shared.mdx:3:')).length, 1, text);
  assert.match(text, '1 problem found');
});

Format('a file name holding a tab or a bidi override is printed with them as escapes, so the line reads as written', () => {
  const err = new OpdocsError({ file: '/site/docs/ta\tb\u202Egnp.md', line: 2, message: 'broken' });
  assert.is(formatError(err, '/site'), 'docs/ta\\u{9}b\\u{202E}gnp.md:2  error  broken');
});

Format('a backslash in a file name is shown as written, not as a folder separator (it is one only on Windows)', () => {
  const err = new OpdocsError({ file: '/site/docs/a\\b.md', message: 'broken' });
  assert.is(formatError(err, '/site'), process.platform === 'win32' ? 'docs/a/b.md  error  broken' : 'docs/a\\b.md  error  broken');
});

Format.run();
