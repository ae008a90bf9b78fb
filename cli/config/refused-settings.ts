/**
 * Settings of a docusaurus.config.* built in place that were left out because their value is
 * not valid (`onBrokenLinks: 'explode'`, a navbar item at `position: 'middle'`), which Docusaurus
 * refuses too. `opdocs migrate` lists them with the rest, but a build in place only counted the
 * settings left out, so such a typo went unseen: each is a warning at the line that writes it.
 * Settings opdocs merely lacks stay in that count.
 */
import { configExtra } from './config-extra.js';
import { configError } from './config-position.js';
import type { OpdocsWarning } from '../errors.js';

/** A setting left out: its path as the Docusaurus config writes it, and why. */
export interface RefusedSetting {
  key: string;
  what: string;
}

const refused = configExtra<RefusedSetting[]>('refusedSettings', (settings) => settings.length > 0);

/** `config` with `settings` attached (the same object). */
export const withRefusedSettings = <T extends object>(config: T, settings: RefusedSetting[]): T => refused.attach(config, settings);

/** `themeConfig.navbar.items[1].position` as the keys of a path. */
const pathOf = (key: string): (string | number)[] =>
  key.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== '').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A warning for each refused setting attached to `config`; none for a site.config.json. */
export function refusedSettingWarnings(config: { configFile: string }): OpdocsWarning[] {
  return (refused.read(config) ?? []).map(({ key, what }) => ({
    level: 'warn' as const,
    error: configError(config.configFile, pathOf(key), `${key}: ${what.replace(/^left out: /, '')}; it is left out, and the build goes on as if it were not set`,
      'fix the value in the config (Docusaurus refuses it too), or remove the setting'),
  }));
}
