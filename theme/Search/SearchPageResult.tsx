/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { HitLevel, SearchHit } from '../../runtime/search/client-types';
import type { ProcessedUrl } from './hit-url';
import { Marked } from './Marked';
import { splitMarked, type TextSegment } from './marked-text';

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Props of SearchPageResult. */
export interface SearchPageResultProps {
  hit: SearchHit;
  href: ProcessedUrl;
}

/**
 * One result of the search page (behaviors §12.8): the deepest highlighted level is the
 * title, the levels above it the breadcrumbs, the content snippet the summary.
 */
export function SearchPageResult({ hit, href }: SearchPageResultProps): ReactNode {
  // An index whose settings turn highlighting off answers without _highlightResult: its
  // plain hierarchy stands in, rather than the page crashing on the first result.
  const highlighted = hit._highlightResult?.hierarchy;
  const levels = LEVELS.map((level): TextSegment[] | null => {
    const value = highlighted ? highlighted[level]?.value : hit.hierarchy[level];
    if (!value) return null;
    return highlighted ? splitMarked(value) : [{ text: value, marked: false }];
  }).filter((segments): segments is TextSegment[] => segments !== null);
  const title = levels[levels.length - 1];
  const crumbs = levels.slice(0, -1);
  const summary = hit._snippetResult?.content?.value;
  const mark = 'search-result-match';
  return (
    <article className="search-result">
      <h2>
        <a href={href.href} {...(href.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <Marked segments={title ?? [{ text: hit.hierarchy.lvl1 ?? hit.url, marked: false }]} markClassName={mark} />
        </a>
      </h2>
      {crumbs.length > 0 && (
        // A named list, not a <nav>: the crumbs are not links, and a landmark per result gave
        // the page many landmarks of one name (axe landmark-unique).
        <ul className="search-result__breadcrumbs" aria-label="breadcrumbs">
          {crumbs.map((crumb, index) => (
            <li key={index}><Marked segments={crumb} markClassName={mark} /></li>
          ))}
        </ul>
      )}
      {summary && (
        <p className="search-result__summary">
          <Marked segments={splitMarked(summary)} markClassName={mark} />...
        </p>
      )}
    </article>
  );
}
