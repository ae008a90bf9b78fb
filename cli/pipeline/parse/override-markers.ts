/**
 * When a site overrides a content component (theme/Admonition.tsx, theme/CodeBlock.tsx), the
 * Markdown constructs it stands for become component markers, so the override renders them
 * on every page. Without overrides the handlers write the theme's HTML directly and no marker
 * exists (the fast path). The overrides are set per parse by parse-job.ts.
 */
import type { ElementContent } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { componentMarkup } from './content-component';
import { parseCodeMeta } from './code-block';
import { toHtml } from './hast-html';
import { escapeHtml } from './html-text';
import { getHastText } from './search-blocks';

let overridden = new Set<string>();

/** Sets the overridden content components for the parses that follow. */
export function setContentOverrides(names: readonly string[]): void {
  overridden = new Set(names);
}

export const isOverridden = (name: string): boolean => overridden.has(name);

/** `:::type[title]` as an Admonition marker; a title with markup (code, emphasis) goes as HTML. */
export function admonitionMarker(type: string, title: ElementContent[] | null, content: ElementContent[]): Raw {
  const props: Record<string, unknown> = { type };
  if (title) props.title = title.every((n) => n.type === 'text') ? getHastText(title) : { __html: toHtml(title) };
  return { type: 'raw', value: componentMarkup('Admonition', props, toHtml({ type: 'root', children: content })) };
}

/** Fenced code as a CodeBlock marker: the code text is the children, the meta string a prop. */
export function codeBlockMarker(lang: string, meta: string, code: string): Raw {
  const props: Record<string, unknown> = { language: lang.toLowerCase() || 'text', metastring: meta.trim() };
  const { title } = parseCodeMeta(meta);
  if (title) props.title = title;
  return { type: 'raw', value: componentMarkup('CodeBlock', props, escapeHtml(code)) };
}
