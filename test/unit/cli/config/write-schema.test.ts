import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createJsonSchema } from '../../../../cli/config/schema';
import { renderJsonSchema } from '../../../../cli/config/write-schema';

test('renders the JSON Schema as indented JSON ending in a newline', () => {
  const text = renderJsonSchema();
  assert.ok(text.endsWith('}\n'));
  assert.ok(text.includes('\n  "title": "opdocs site.config.json",\n'));
  assert.equal(JSON.parse(text), createJsonSchema());
});

test('the schema shipped at the package root is the current one (npm run build rewrites it)', () => {
  const shipped = readFileSync(new URL('../../../../site.config.schema.json', import.meta.url), 'utf8');
  assert.is(shipped, renderJsonSchema());
});

test.run();
