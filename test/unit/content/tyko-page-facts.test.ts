/**
 * Facts of the TyKO site's standalone pages that the content-facts inventory lists, checked
 * straight from the files (no build).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';

const pages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/pages');
const facts = suite('TyKO standalone pages');

facts('the Markdown page says that it is a standalone page written in plain Markdown, without React', () => {
  const { content: body } = matter(fs.readFileSync(path.join(pages, 'markdown-page.md'), 'utf8'));
  const prose = body.replace(/\s+/g, ' ');
  assert.match(prose, /standalone page/);
  assert.match(prose, /plain Markdown, with no React component/);
});

facts.run();
