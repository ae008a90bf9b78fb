/** The pages of a build's output, and a form of a page that two builds of one site share whatever their bundles. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(path, out);
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** Every HTML file under `outDir`: its path relative to it → its text. */
export const builtPages = (outDir: string): Map<string, string> =>
  new Map(htmlFiles(outDir).map((file) => [relative(outDir, file), readFileSync(file, 'utf8')]));

/**
 * A page's HTML without what names files: asset URLs, the preloads and stylesheets listing them,
 * the build id, and how many chunks a page loads (the boot data's lists, like the preloads:
 * esbuild splits the shared code of the whole theme differently from the kernel's).
 */
export const comparable = (html: string): string => html
  .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
  .replace(/\/assets\/[\w./-]+\.(?:js|css|json)/g, '/assets/*')
  .replace(/\["[^"\]]*\/assets\/\*"(?:,"[^"\]]*\/assets\/\*")*\]/g, '[chunks]')
  .replace(/"buildId":"[^"]*"/g, '');
