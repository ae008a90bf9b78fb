/**
 * Author pictures given as a path beside the file that names them (`image_url: ./img/jane.png`).
 * Written out as is, such a path resolves against each page's own URL and the picture is broken
 * everywhere. Docusaurus bundles a post's inline author image as an asset of the post; opdocs
 * does that for those and for authors.yml's own, so the picture is published once under
 * /assets and a missing file is reported at its line.
 */
import type { AuthorData } from '../../../runtime/types.js';
import { positionAt } from '../../errors.js';
import type { ResolvedImage } from '../parse/rewrite-html.js';
import type { LoadedPost } from './blog.js';

/** Resolves an image path written at a position of `file` to its published URL; undefined when it is missing (and reported). */
export type AuthorImageResolver = (file: string, src: string, pos: { line: number; column: number }) => ResolvedImage | undefined;

/** A path on disk relative to its file: not a URL with a scheme, "//" host or site-root "/". */
const isBesideFile = (url: string | undefined): url is string => !!url && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(url);

/** 1-based line and column of the first `needle` in `text` (the top of the file when absent). */
const positionOf = (text: string, needle: string) => positionAt(text, Math.max(0, text.indexOf(needle)));

/**
 * The posts and authors map with each beside-the-file author image replaced by its published
 * URL: an authors.yml entry's against authors.yml, an inline one's against its post. New
 * objects, so the loaded state stays as read for the next rebuild in watch mode.
 */
export function resolveAuthorImages(args: {
  posts: LoadedPost[];
  authors: Map<string, AuthorData>;
  authorsFile: { file: string; text: string } | null;
  resolve: AuthorImageResolver;
}): { posts: LoadedPost[]; authors: Map<string, AuthorData> } {
  const { authorsFile, resolve } = args;
  const swapped = new Map<AuthorData, AuthorData>();
  const withImage = (author: AuthorData, file: string, text: string): AuthorData => {
    const url = author.imageURL;
    if (!isBesideFile(url)) return author;
    const resolved = resolve(file, url, positionOf(text, url));
    return resolved ? { ...author, imageURL: resolved.src } : author;
  };
  const authors = new Map<string, AuthorData>();
  for (const [key, author] of args.authors) {
    const next = authorsFile ? withImage(author, authorsFile.file, authorsFile.text) : author;
    swapped.set(author, next);
    authors.set(key, next);
  }
  const posts = args.posts.map((post) => {
    if (!post.authors.some((a) => swapped.has(a) ? swapped.get(a) !== a : isBesideFile(a.imageURL))) return post;
    return { ...post, authors: post.authors.map((a) => swapped.get(a) ?? withImage(a, post.file, post.text)) };
  });
  return { posts, authors };
}
