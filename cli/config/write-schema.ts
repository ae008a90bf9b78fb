/**
 * The JSON Schema file the build writes as `site.config.schema.json` (site folder and output),
 * so `"$schema": "./site.config.schema.json"` gives editors completion and hovers.
 */
import { createJsonSchema } from './schema';

/** File name the build writes the schema to. */
export const SCHEMA_FILE_NAME = 'site.config.schema.json';

/** The JSON Schema as pretty-printed JSON with a final newline. */
export function renderJsonSchema(): string {
  return `${JSON.stringify(createJsonSchema(), null, 2)}\n`;
}
