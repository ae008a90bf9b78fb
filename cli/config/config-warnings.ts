/**
 * Config values that build but cost the reader: javascript: links React leaves dead
 * (script-url-values.ts), and customFields so large that every page carries them.
 */
import { configError } from './config-position.js';
import { scriptUrlWarnings } from './script-url-values.js';
import { refusedSettingWarnings } from './refused-settings.js';
import type { OpdocsWarning } from '../errors.js';
import type { SiteConfig } from './types.js';

/**
 * customFields are written into every page's data (the site's React pages read them at once,
 * before any script loads), so each kilobyte here is a kilobyte of every HTML file.
 */
export const CUSTOM_FIELDS_WARN_BYTES = 100 * 1024;

/**
 * A dropdown without entries: Docusaurus draws it, a button whose menu opens on nothing, which a
 * keyboard or screen reader user is announced as a menu and then finds empty.
 */
function emptyDropdownWarnings(config: Pick<SiteConfig, 'configFile' | 'navbar'>): OpdocsWarning[] {
  return config.navbar.items.flatMap((item, i) => item.type === 'dropdown' && item.items.length === 0 ? [{
    level: 'warn' as const,
    error: configError(config.configFile, ['navbar', 'items', i, 'items'], `navbar.items[${i}]: the dropdown ${JSON.stringify(item.label ?? '')} has no items, so its menu opens on nothing`, 'add the links it should list to "items", or make it a plain link with "to" or "href"'),
  }] : []);
}

/** The warnings about `config`'s values, each at its place in the config file. */
export function configWarnings(config: Pick<SiteConfig, 'configFile' | 'customFields' | 'navbar'>): OpdocsWarning[] {
  // Positions are read from JSON; a Docusaurus repository built in place has a script instead.
  const warnings = config.configFile.endsWith('.json') ? scriptUrlWarnings(config.configFile) : [];
  const size = config.customFields ? Buffer.byteLength(JSON.stringify(config.customFields)) : 0;
  if (size > CUSTOM_FIELDS_WARN_BYTES) {
    warnings.push({ level: 'warn', error: configError(
      config.configFile, ['customFields'],
      `customFields hold ${Math.round(size / 1024).toLocaleString('en')} KiB, which every page of the site carries in its HTML`,
      'keep customFields to small settings; publish large data as a JSON file in the static folder and fetch it where a page needs it',
    ) });
  }
  return [...warnings, ...emptyDropdownWarnings(config), ...refusedSettingWarnings(config)];
}
