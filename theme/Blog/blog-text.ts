/** Texts of the blog with their plural rules (behaviors §11, §16), in the site's language. */
import type { TagRef } from '../../runtime/types';
import type { ThemeTexts } from '../texts/texts';

/**
 * Reading time as shown under a post title: minutes rounded up, "One min read" for one.
 * Returns null when the post has no reading time (showReadingTime off).
 */
export function formatReadingTime(texts: ThemeTexts, minutes: number | undefined): string | null {
  if (minutes === undefined) return null;
  const rounded = Math.ceil(minutes);
  return texts.plural('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', rounded, { readingTime: rounded });
}

/** "One post" / "{n} posts". */
export function formatPostCount(texts: ThemeTexts, count: number): string {
  return texts.plural('theme.blog.post.plurals', 'One post|{count} posts', count);
}

/** '3 posts tagged with "wind"', the heading and title of a tag's page. */
export function tagPageTitle(texts: ThemeTexts, label: string, count: number): string {
  return texts.t('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: formatPostCount(texts, count), tagName: label });
}

/** "Ada - 3 posts", the heading and title of an author's page; the key names an author without a name. */
export function authorPageTitle(texts: ThemeTexts, author: { name?: string; key?: string }, count: number): string {
  return texts.t('theme.blog.author.pageTitle', '{authorName} - {nPosts}', { authorName: author.name || author.key || '', nPosts: formatPostCount(texts, count) });
}

/** Tags of the tags page grouped by their upper-cased first letter, letters and tags in locale order. */
export function groupTagsByLetter<T extends TagRef>(tags: T[]): { letter: string; tags: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = (tag.label[0] ?? '').toUpperCase();
    const list = groups.get(letter);
    if (list) list.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => a.label.localeCompare(b.label)) }));
}
