/**
 * The file names of a Docusaurus config, in the order Docusaurus looks for them. A module of its
 * own so `serve` and config loading can ask without loading the migrate code or the schema.
 */
export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
