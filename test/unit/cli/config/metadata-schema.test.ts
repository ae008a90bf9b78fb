/** The metadata files' schemas refuse a tag, author or category named by nothing. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { authorEntrySchema, categorySchema, tagEntrySchema } from '../../../../cli/config/metadata-schema';

const Schema = suite('metadata file schemas');
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

Schema('an empty or spaces-only tag label, author name or category label is refused; any other text is kept', () => {
  assert.equal(messages(tagEntrySchema.safeParse({ label: '' })), ['label: must have text, got ""']);
  assert.equal(messages(authorEntrySchema.safeParse({ name: ' \t' })), ['name: must have text, got " \\t"']);
  assert.equal(messages(categorySchema.safeParse({ label: '   ' })), ['label: must have text, got "   "']);
  assert.equal(tagEntrySchema.parse({ label: ' 0 ' }), { label: ' 0 ' });
  assert.equal(authorEntrySchema.parse({ name: 'Ada' }), { name: 'Ada' });
});

Schema.run();
