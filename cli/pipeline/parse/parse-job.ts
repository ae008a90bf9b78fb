/**
 * One markdown file's parse with its link/image resolution, in a form that can run in a
 * worker thread: input and output are plain data (errors as plain objects).
 */
import { OpdocsError } from '../../errors.js';
import { createLinkTracker, type LinkContext, type PendingLink, type CopiedAsset } from '../check/links.js';
import { parseMarkdown, type ParsedMarkdown } from './markdown.js';

export interface ParseJob {
  file: string;
  route: string;
  body: string;
  lineOffset: number;
  isMdx: boolean;
}

export interface PlainError {
  file?: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

export interface ParseBatchResult {
  parsed: ParsedMarkdown[];
  pending: PendingLink[];
  errors: PlainError[];
  assets: CopiedAsset[];
}

const plain = (e: OpdocsError): PlainError => ({ file: e.file, line: e.line, column: e.column, message: e.message, hint: e.hint });

/** Parses a batch of files with one link tracker; results keep the order of `jobs`. */
export function parseBatch(jobs: ParseJob[], ctx: LinkContext): ParseBatchResult {
  const tracker = createLinkTracker(ctx);
  const errors: PlainError[] = [];
  const parsed = jobs.map((job) => {
    const result = parseMarkdown({
      source: job.body, file: job.file, lineOffset: job.lineOffset, isMdx: job.isMdx,
      resolveLink: (href, pos) => tracker.resolveLink(job.file, job.route, href, pos),
      resolveImage: (src, pos) => tracker.resolveImage(job.file, src, pos),
    });
    errors.push(...result.errors.map(plain));
    return { ...result, errors: [] };
  });
  errors.push(...tracker.errors.map(plain));
  return { parsed, pending: tracker.pending, errors, assets: tracker.assets() };
}

/** Turns plain errors back into OpdocsError objects. */
export function toOpdocsErrors(errors: PlainError[]): OpdocsError[] {
  return errors.map((e) => new OpdocsError(e));
}
