/**
 * An app icon source that is no image is blamed on the config key it came from, at its line:
 * offline.icon when set, else the navbar logo or the favicon the icon falls back to.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../cli/config/load-config';
import { renderAppIcons } from '../../../../cli/output/app-icons';
import { asUserErrors, formatError } from '../../../../cli/errors';
import { tempDir } from '../../../helpers/fixture-site.ts';

async function iconError(config: object): Promise<string> {
  const dir = tempDir('opdocs-icon-key-');
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', ...config }, null, 2));
  const bad = join(dir, 'bad.png');
  writeFileSync(bad, 'not a picture');
  const err = await renderAppIcons({ config: await loadConfig(dir), sourceFile: bad, cacheDir: join(dir, 'cache') }).then(() => null, (e: unknown) => e);
  const errors = asUserErrors(err);
  assert.ok(errors, 'a user error');
  return formatError(errors![0], dir).replace(/\(Input buffer[^)]*\)/, '(…)');
}

test('offline.icon that is no image is an error at that key', async () => {
  const printed = await iconError({ offline: { icon: 'img/bad.png' } });
  assert.match(printed, /^site\.config\.json:5:13  error  offline\.icon: the app icon source \S+bad\.png is not an image sharp can read/);
  assert.match(printed, 'hint: point "offline.icon" at a PNG, WebP, JPEG or SVG file under static/');
});

test('a navbar logo the icon falls back to is blamed at navbar.logo.src, and the hint offers offline.icon', async () => {
  const printed = await iconError({ navbar: { logo: { src: 'img/bad.png', alt: 'Home' } } });
  assert.match(printed, /^site\.config\.json:6:14  error  navbar\.logo\.src: the app icon source/);
  assert.match(printed, 'or set "offline.icon" to one (the app icon is made from navbar.logo.src when it is unset)');
});

test.run();
