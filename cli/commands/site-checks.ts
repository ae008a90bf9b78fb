/**
 * Checks of a site's setup that need the disk and would otherwise fail silently or far from
 * their cause: customCss files that do not exist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { configError } from '../config/config-position.js';
import { OpdocsErrors } from '../errors.js';
import type { SiteConfig } from '../config/types.js';

/** Absolute paths of the config's customCss files; fails naming each missing one. */
export function findCustomCss(config: SiteConfig): string[] {
  const files = config.customCss.map((rel) => join(config.siteDir, rel));
  const errors = files.flatMap((file, i) => (existsSync(file) ? [] : [configError(
    config.configFile, ['customCss', i],
    `customCss[${i}]: cannot find ${JSON.stringify(config.customCss[i])}`,
    'give the path of a CSS file relative to the site folder, e.g. "css/custom.css"',
  )]));
  if (errors.length) throw new OpdocsErrors(errors);
  return files;
}
