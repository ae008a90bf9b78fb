/**
 * The JSON Schema of site.config.json as text. `npm run build` writes it to the package root
 * as `site.config.schema.json`, which the package ships, so a site's config can point
 * `"$schema"` at `./node_modules/opdocs/site.config.schema.json` for completion and hovers.
 */
import { createJsonSchema } from './schema';

/** File name of the shipped schema. */
export const SCHEMA_FILE_NAME = 'site.config.schema.json';

/** The JSON Schema as pretty-printed JSON with a final newline. */
export function renderJsonSchema(): string {
  return `${JSON.stringify(createJsonSchema(), null, 2)}\n`;
}
