/**
 * The pages plugin's `exclude` globs of a Docusaurus config built in place (migrate/pages-exclude.ts),
 * carried on the resolved config (config-extra.ts).
 */
import { configExtra } from './config-extra.js';

const exclude = configExtra<string[] | undefined>('pagesExclude', (globs) => globs !== undefined);

/** `config` with `globs` attached (the same object); nothing is attached for undefined. */
export const withPagesExclude = <T extends object>(config: T, globs: string[] | undefined): T => exclude.attach(config, globs);

/** The globs attached to `config`, or undefined (a site.config.json, or none written). */
export const pagesExcludeOf = (config: object): string[] | undefined => exclude.read(config);
