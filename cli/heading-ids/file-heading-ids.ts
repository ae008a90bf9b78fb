/**
 * The explicit heading ids of one Markdown file: the ids its build gives its headings today
 * (from the build's own parse, parse-job.ts), written into the heading lines, then checked by
 * parsing the new text again: a file whose ids would change is left as it was.
 */
import type { ParseContext, ParseJob } from '../pipeline/parse/parse-job.js';
import { parseOne } from '../pipeline/parse/parse-job.js';
import { withParserParts } from '../pipeline/parse/lazy-parts.js';
import type { ParsedHeading } from '../pipeline/parse/markdown.js';
import { editHeadingLine, withoutExplicitId } from './heading-line.js';

/** What writing ids into one file's text came to. */
export type FileIdsOutcome =
  | { kind: 'changed'; text: string; headings: number }
  | { kind: 'unchanged' }
  /** The file's heading ids could not be written without changing the page; `why` says what. */
  | { kind: 'skipped'; why: string };

export interface FileIdsOptions {
  /** Replace ids already written with the ones the heading text gives. */
  overwrite: boolean;
}

const BOM = '\uFEFF';

/**
 * Ids for the h2–h6 of `job`'s file, whose whole text (as read from disk) is `raw`. `ctx` must be
 * the parse context of a build (with `anchorsMaintainCase` as wanted), so the ids are the build's.
 */
export async function writeFileHeadingIds(raw: string, job: ParseJob, ctx: ParseContext, opts: FileIdsOptions): Promise<FileIdsOutcome> {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const fileLines = raw.slice(bom.length).split('\n');
  // The build parses the body under the front matter, line for line the file's own lines, but
  // for a blog post's title h1, blanked (routes/content-title.ts): edits are made to the body,
  // then copied into the file's lines.
  const original = job.body.split('\n');
  const offset = fileLines.length - original.length;
  if (offset !== job.lineOffset) return { kind: 'skipped', why: 'its lines are not the ones the build reads (a lone CR line ending?)' };
  const parse = async (lines: readonly string[]) => {
    const outcome = await withParserParts(() => parseOne({ ...job, body: lines.join('\n') }, ctx));
    return Object.assign(outcome.parsed.headings, { errors: outcome.errors.length });
  };
  const lines = [...original];
  const at = (h: ParsedHeading) => h.line - 1 - offset;
  const found = await parse(lines);
  if (opts.overwrite) {
    // The ids the text gives once the written ones are gone: those are what --overwrite writes.
    for (const h of found) {
      const stripped = withoutExplicitId(lines, at(h));
      if (stripped) lines[stripped.line] = stripped.text;
    }
  }
  const wanted = lines.some((l, i) => l !== original[i]) ? await parse(lines) : found;
  let changed = 0;
  // A partial's heading comes with its own file's line, which may be one of this file's headings too.
  const done = new Set<number>();
  for (const h of wanted) {
    if (done.has(at(h))) continue;
    done.add(at(h));
    const edit = editHeadingLine(lines, at(h), h.id, { mdx: job.isMdx, overwrite: opts.overwrite });
    if (edit.kind === 'changed') {
      lines[edit.line] = edit.text;
      changed++;
    }
  }
  const edited = lines.flatMap((l, i) => (l !== original[i] ? [i] : []));
  if (edited.length === 0) return { kind: 'unchanged' };
  if (edited.some((i) => fileLines[i + offset] !== original[i])) return { kind: 'skipped', why: 'a heading line the build reads differs from the file\'s' };
  // A heading of an imported partial, or one this module misread, shows here as a changed id.
  const after = await parse(lines);
  // A new error (MDX reading an id as an expression) is a changed page too.
  const problem = after.errors > wanted.errors ? 'the new ids would make the file fail to parse' : firstDifference(wanted, after);
  if (problem) return { kind: 'skipped', why: problem };
  for (const i of edited) fileLines[i + offset] = lines[i];
  return { kind: 'changed', text: bom + fileLines.join('\n'), headings: changed };
}

function firstDifference(before: readonly ParsedHeading[], after: readonly ParsedHeading[]): string | null {
  if (before.length !== after.length) return `it would have ${after.length} headings with ids instead of ${before.length}`;
  const i = before.findIndex((h, k) => h.id !== after[k].id || h.text !== after[k].text || h.level !== after[k].level);
  if (i < 0) return null;
  return `the heading on line ${before[i].line} ("${before[i].text}") would get the id "${after[i].id}" instead of "${before[i].id}"`;
}
