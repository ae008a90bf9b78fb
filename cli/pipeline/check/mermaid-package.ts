/**
 * markdown.mermaid draws diagrams with the `mermaid` package the site installs (as
 * @docusaurus/theme-mermaid brings it). Without the package the pages show each diagram's
 * source for good, which is easy to miss: the build says so once, at the first diagram.
 */
import { join } from 'node:path';
import { findPackageDir } from '../parse/mdx/module-files.js';
import { OpdocsError, type OpdocsWarning } from '../../errors.js';
import type { ParsedMarkdown } from '../parse/markdown.js';

const DIAGRAM = 'name="Mermaid"';
const FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*mermaid\b/m;

/** Whether `mermaid` is installed where the site's bundles look for it (its folder, then each parent's node_modules). */
export function hasMermaidPackage(siteDir: string): boolean {
  return findPackageDir('mermaid', join(siteDir, 'package.json')) !== undefined;
}

/** A warning at the first diagram when markdown.mermaid is on and the site has no mermaid package; none otherwise. */
export function mermaidPackageWarnings(args: { on: boolean; siteDir: string; jobs: { file: string; body: string; lineOffset: number }[]; parsed: ParsedMarkdown[] }): OpdocsWarning[] {
  if (!args.on) return [];
  const at = args.parsed.findIndex((p) => p.html.includes(DIAGRAM));
  if (at < 0 || hasMermaidPackage(args.siteDir)) return [];
  const { file, body, lineOffset } = args.jobs[at];
  const fence = FENCE.exec(body);
  const line = lineOffset + (fence ? body.slice(0, fence.index).split('\n').length : 1);
  return [{
    level: 'warn',
    error: new OpdocsError({
      file, line, message: 'this diagram (and every other) is shown as its source: markdown.mermaid is on, but the site has no `mermaid` package to draw it',
      hint: 'install it in the site folder (npm install mermaid), or turn markdown.mermaid off',
    }),
  }];
}
