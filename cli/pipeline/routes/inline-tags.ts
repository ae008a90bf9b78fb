/**
 * The report of tags a page writes out in its front matter instead of naming them from a tags
 * file (behaviors §11.6): the same for blog posts (`blog.onInlineTags`) and docs
 * (`docs.onInlineTags`). As in Docusaurus, it is only made once there is a tags file.
 */
import { OpdocsError } from '../../errors.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';

/** How many names a message lists before it counts the rest (a post may name 50 authors, a tags file hold thousands). */
const LISTED = 10;

/** Names as a message lists them: "a", "b", the rest counted. */
export const quoted = (names: string[]): string => listSome(names.map((n) => JSON.stringify(n)));

/** `items` joined, the ones past the tenth counted ("a, b, … and 1,990 more"). */
export function listSome(items: string[]): string {
  if (items.length <= LISTED) return items.join(', ');
  return `${items.slice(0, LISTED).join(', ')} and ${(items.length - LISTED).toLocaleString('en')} more`;
}

/** The error for `keys` written out in `page` (at its `tags` line); `file` names the tags file in the message, `path` in the hint. */
export function inlineTagsError(page: { file: string; text: string }, keys: string[], tags: { file: string; path: string; defined: Iterable<string>; section: 'blog' | 'docs' }): OpdocsError {
  return new OpdocsError({
    file: page.file, ...frontMatterKeyPosition(page.text, 'tags'),
    message: `front matter: ${keys.length === 1 ? 'tag' : 'tags'} ${quoted(keys)} not defined in ${tags.file}`,
    hint: `add ${keys.length === 1 ? 'it' : 'them'} to ${tags.path} (defined: ${listSome([...tags.defined]) || 'none'}), or set "onInlineTags": "ignore" in the ${tags.section} section of site.config.json`,
  });
}
