/**
 * A blog post's content title, found and removed the way Docusaurus 3 does it: the first
 * heading of the body, if it is an h1 and comes before any thematic break, becomes the post's
 * title source and leaves the body (the post header shows the title already). The heading's
 * lines are blanked rather than cut, so positions in errors still match the file.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** The heading's text as a reader sees it: no `{#id}`, no emphasis or code marks, link text only. */
export function plainHeadingText(raw: string): string {
  return raw
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`|~~)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** The body without its content title, and that title's text (undefined when there is none). */
export function extractContentTitle(body: string): { body: string; title?: string } {
  const lines = body.split('\n');
  let fence: string | null = null;
  let paragraph = false;
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      if (line.trimStart().startsWith(fence)) fence = null;
      continue;
    }
    const f = FENCE.exec(line);
    if (f) {
      fence = f[1];
      paragraph = false;
      continue;
    }
    if (!line.trim()) {
      paragraph = false;
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      if (atx[1].length !== 1) return { body };
      lines[i] = '';
      return { body: lines.join('\n'), title: plainHeadingText(atx[2] ?? '') };
    }
    if (paragraph && SETEXT_H1.test(line)) {
      const text = lines.slice(start, i).join(' ');
      for (let j = start; j <= i; j++) lines[j] = '';
      return { body: lines.join('\n'), title: plainHeadingText(text) };
    }
    if (paragraph && SETEXT_H2.test(line)) return { body };
    if (BREAK.test(line)) return { body };
    if (!paragraph) start = i;
    paragraph = !/^ {0,3}(<|import\s|export\s)/.test(line);
  }
  return { body };
}
