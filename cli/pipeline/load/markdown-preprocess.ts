/**
 * Runs a Docusaurus config's `markdown.preprocessor` (config/markdown-preprocessor.ts) on the text
 * of each Markdown file as the build reads it, as Docusaurus does before parsing: every later
 * step (front matter, headings, links, the parse) sees the text it gives back. Set once per
 * build by loadSite; files read by no build (a site.config.json site) are left as written.
 */
import { OpdocsError } from '../../errors.js';
import type { MarkdownPreprocessor } from '../../config/markdown-preprocessor.js';

let current: MarkdownPreprocessor | null = null;

/** The preprocessor the following reads run, or null for none. */
export function setMarkdownPreprocessor(fn: MarkdownPreprocessor | null): void {
  current = fn;
}

/**
 * `text` as the preprocessor gives it back for the Markdown file `file`; the text as written
 * for other files, when none is set, and when it throws or returns no string (then an error
 * naming the file and the setting is added to `errors`).
 */
export function preprocessMarkdown(file: string, text: string, errors: OpdocsError[]): string {
  if (!current || !/\.mdx?$/i.test(file)) return text;
  let out: unknown;
  try {
    out = current({ filePath: file, fileContent: text });
  } catch (err) {
    errors.push(new OpdocsError({
      file, message: `markdown.preprocessor of the Docusaurus config threw on this file: ${(err as Error)?.message ?? String(err)}`,
      hint: 'fix the preprocessor (or this file); Docusaurus would stop on it too', cause: err,
    }));
    return text;
  }
  if (typeof out === 'string') return out;
  errors.push(new OpdocsError({
    file, message: `markdown.preprocessor of the Docusaurus config returned ${out === null ? 'null' : typeof out} for this file, not its text`,
    hint: 'make the preprocessor return the file\'s text (a string) for every file',
  }));
  return text;
}
