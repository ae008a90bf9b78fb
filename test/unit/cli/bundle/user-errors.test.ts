import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { toUserErrors } from '../../../../cli/bundle/bundle-client.ts';
import { THEME_DIR } from '../../../../cli/bundle/paths.ts';
import { asUserErrors } from '../../../../cli/errors.ts';

const failure = (file: string) => ({ errors: [{ text: 'Could not resolve "x"', location: { file, line: 3, column: 8 } }] });

test('an esbuild failure inside the theme says it is opdocs\' own file, not the site\'s pages', () => {
  const [err] = asUserErrors(toUserErrors(failure(join(THEME_DIR, 'styles', 'base.css')), 'browser bundle'))!;
  assert.is(err.file, join(THEME_DIR, 'styles', 'base.css'));
  assert.is(err.line, 3);
  assert.is(err.column, 9);
  assert.match(err.hint!, /^this is a file of opdocs itself \(.*\), not of your site: reinstall opdocs/);
});

test('an esbuild failure in a site file points the user at their code', () => {
  const [err] = asUserErrors(toUserErrors(failure('/site/theme/Footer.tsx'), 'server bundle'))!;
  assert.is(err.message, 'server bundle: Could not resolve "x"');
  assert.is(err.hint, 'fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)');
});

test.run();
