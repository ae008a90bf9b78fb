/**
 * `opdocs write-heading-ids`: gives the site's Markdown headings explicit ids (`## Setup {#setup}`),
 * each the id the build gives that heading today, so a translation that rewords a heading keeps
 * its anchor. Docusaurus' command of the same name, with its arguments.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { OpdocsError, OpdocsErrors } from '../errors.js';
import { bodyOf } from '../pipeline/parse/front-matter-block.js';
import { isReadAsMdx } from '../pipeline/parse/mdx/format.js';
import { parseContextOf, siteMarkdownFiles, type SiteMarkdownFile } from '../heading-ids/site-markdown.js';
import { writeFileHeadingIds } from '../heading-ids/file-heading-ids.js';
import { writeWhole } from '../output/write-whole.js';

export interface WriteHeadingIdsOptions {
  siteDir: string;
  /** Files relative to siteDir; none: every Markdown file of the site. */
  files: string[];
  /** `--maintain-case`: ids keep the heading's case; absent, markdown.anchors.maintainCase decides. */
  maintainCase?: boolean;
  /** `--overwrite`: ids already written are replaced by the ones the heading text gives. */
  overwrite: boolean;
  log: (line: string) => void;
}

export interface HeadingIdsResult {
  /** Absolute paths of the files rewritten. */
  changed: string[];
  /** Files left as they were because their ids would have changed the page, with why. */
  skipped: { file: string; why: string }[];
}

/** Writes the ids; lists each changed file. Files that gain nothing are not rewritten. */
export async function writeHeadingIds(opts: WriteHeadingIdsOptions): Promise<HeadingIdsResult> {
  const siteDir = resolve(opts.siteDir);
  const config = await loadConfig(siteDir);
  const maintainCase = opts.maintainCase === true || config.markdown.anchors.maintainCase === true;
  const site = await siteMarkdownFiles(config, maintainCase);
  const files = opts.files.length ? namedFiles(siteDir, opts.files, site, parseContextOf(config, maintainCase), config.markdown.format) : site;
  const result: HeadingIdsResult = { changed: [], skipped: [] };
  const shown = (file: string) => relative(siteDir, file).split('\\').join('/');
  for (const { job, ctx } of files) {
    const outcome = await writeFileHeadingIds(readFileSync(job.file, 'utf8'), job, ctx, { overwrite: opts.overwrite });
    if (outcome.kind === 'changed') {
      writeWhole(job.file, outcome.text, { keepMode: true });
      result.changed.push(job.file);
      opts.log(`✔ ${shown(job.file)}: ${outcome.headings} heading id${outcome.headings === 1 ? '' : 's'} written`);
    } else if (outcome.kind === 'skipped') {
      result.skipped.push({ file: job.file, why: outcome.why });
      opts.log(`  warning  ${shown(job.file)}: left as it was: ${outcome.why}; give its headings ids by hand`);
    }
  }
  if (result.changed.length === 0) opts.log(`No file changed: the headings of ${files.length} file${files.length === 1 ? '' : 's'} have their ids already.`);
  return result;
}

/** What a path that is no regular file is (a device or pipe named by mistake is no folder). */
function kindOf(path: string): string {
  const info = statSync(path);
  return info.isDirectory() ? 'a folder' : info.isFIFO() ? 'a named pipe' : info.isSocket() ? 'a socket' : 'a device';
}

/** The files named on the command line, as the build parses them; a missing or non-Markdown one is an error. */
function namedFiles(siteDir: string, names: string[], site: SiteMarkdownFile[], ctx: SiteMarkdownFile['ctx'], format: Parameters<typeof isReadAsMdx>[1]): SiteMarkdownFile[] {
  const errors: OpdocsError[] = [];
  const found: SiteMarkdownFile[] = [];
  for (const name of names) {
    const file = resolve(siteDir, name);
    if (!existsSync(file) || !statSync(file).isFile()) {
      const what = existsSync(file) ? `"${name}" is ${kindOf(file)}, not a file` : `no such file "${name}"`;
      errors.push(new OpdocsError({ file, message: `write-heading-ids: ${what}`, hint: 'name each Markdown file by its path relative to the site folder, or name none to do every file of the site' }));
      continue;
    }
    if (!/\.mdx?$/i.test(file)) {
      errors.push(new OpdocsError({ file, message: `write-heading-ids: "${name}" is not a Markdown file`, hint: 'name .md or .mdx files only' }));
      continue;
    }
    const known = site.find((s) => s.job.file === file);
    if (known) found.push(known);
    else {
      // A file the build does not render (a partial, a README): read as a page of the default locale.
      const { body, lineOffset } = bodyOf(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
      found.push({ job: { file, route: '', body, lineOffset, isMdx: isReadAsMdx(file, format) }, ctx });
    }
  }
  if (errors.length) throw new OpdocsErrors(errors);
  return found;
}


