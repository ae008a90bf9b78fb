/**
 * `text` in ASCII: what esbuild leaves outside it (the comments of the code it bundles; it
 * writes strings, templates and regular expressions in ASCII) as escapes. The scripts
 * compiled-script.ts runs are written so, as it reads them as Latin-1.
 */
export function asciiOnly(text: string): string {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
