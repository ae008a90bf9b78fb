/**
 * A blog that writes its authors out in every post (years of posts from before authors.yml)
 * gets one warning per post from blog-refs.ts: hundreds of them hide everything else the build
 * says. As with posts without a truncate marker, more than a few become one report at the blog
 * folder naming the posts and the authors (a failure, onInlineAuthors "throw", still names each).
 */
import { relative } from 'node:path';
import { OpdocsError, type OpdocsWarning } from '../../errors.js';
import { INLINE_AUTHORS } from '../routes/blog-refs.js';

/** More posts than this with authors written out are reported together. */
const ONE_BY_ONE = 3;

/** `warnings` with the inline-author warnings of `blogDir`'s posts grouped into one, when there are more than a few. */
export function groupInlineAuthors(warnings: OpdocsWarning[], blogDir: string): OpdocsWarning[] {
  const inline = warnings.filter((w) => w.error.message.endsWith(INLINE_AUTHORS));
  if (inline.length <= ONE_BY_ONE) return warnings;
  const posts = inline.map((w) => relative(blogDir, w.error.file ?? blogDir).split('\\').join('/')).sort();
  const listed = posts.length > 6 ? `${posts.slice(0, 5).join(', ')} and ${posts.length - 5} more` : posts.join(', ');
  // The names as the messages quote them, most written first: the entries authors.yml needs.
  const counts = new Map<string, number>();
  for (const w of inline) {
    const names = /^front matter: authors? (.*)$/.exec(w.error.message.slice(0, -INLINE_AUTHORS.length))?.[1] ?? '';
    for (const name of names.match(/"(?:[^"\\]|\\.)*"/g) ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const authors = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name]) => name).join(', ');
  const first = inline[0]!;
  const grouped: OpdocsWarning = {
    level: first.level,
    error: new OpdocsError({
      file: blogDir,
      message: `${posts.length} blog posts write their authors out instead of naming them from authors.yml (${authors}${counts.size > 5 ? ', …' : ''}): ${listed}`,
      hint: first.error.hint,
    }),
  };
  return [grouped, ...warnings.filter((w) => !inline.includes(w))];
}
