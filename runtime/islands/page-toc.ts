/**
 * What a prop written with MDX's `toc` becomes where it renders. Docusaurus gives every MDX
 * file its headings as one flat list in page order, and sites cut it before listing it
 * (`<TOCInline toc={toc.slice(2)} />` skips the page's first two headings). The parse marks
 * such a prop (PAGE_TOC, with the cut beside it) and the page's headings are put in here.
 * No React here: the parse reads this too.
 */
import { PAGE_TOC } from './import-ref';
import { evaluateTocPredicate, type TocPredicate } from './toc-filter';

/**
 * Beside PAGE_TOC: each cut in order, the arguments of a `.slice(…)` (`[start]` or `[start, end]`)
 * or the predicate of a `.filter(…)` (`{ filter }`).
 */
export const TOC_SLICE = '__opdocsTocSlice';

type TocCut = number[] | { filter: TocPredicate };

/** The marker of `marker.slice(start, end)`, where `marker` is `toc` (maybe sliced already). */
export function slicedPageToc(marker: Record<string, unknown>, start = 0, end?: number): Record<string, unknown> {
  return withCut(marker, end === undefined ? [start] : [start, end]);
}

/** The marker of `marker.filter(predicate)`, where `marker` is `toc` (maybe cut already). */
export function filteredPageToc(marker: Record<string, unknown>, filter: TocPredicate): Record<string, unknown> {
  return withCut(marker, { filter });
}

function withCut(marker: Record<string, unknown>, cut: TocCut): Record<string, unknown> {
  const earlier = Array.isArray(marker[TOC_SLICE]) ? (marker[TOC_SLICE] as TocCut[]) : [];
  return { [PAGE_TOC]: true, [TOC_SLICE]: [...earlier, cut] };
}

/**
 * Each heading once, in page order, without `children`: the flat list MDX's `toc` names, which
 * a TOC nests by level (an item with `children` is taken for a tree node).
 */
function flatHeadings<T extends object>(items: readonly T[], into: T[] = []): T[] {
  for (const item of items) {
    if (!('children' in item)) {
      into.push(item);
      continue;
    }
    const { children, ...heading } = item as T & { children: unknown };
    into.push(heading as T);
    if (Array.isArray(children)) flatHeadings(children as T[], into);
  }
  return into;
}

/**
 * The value of a PAGE_TOC prop given the page's headings (nested or flat): the headings as they
 * are when the marker has no cut, else the flat list, cut as `Array.prototype.slice` and
 * `filter` do.
 */
export function pageTocValue<T extends object>(marker: unknown, toc: readonly T[]): readonly T[] {
  const cuts = (marker as Record<string, unknown>)[TOC_SLICE];
  if (!Array.isArray(cuts)) return toc;
  return (cuts as TocCut[]).reduce<T[]>((list, cut) => (Array.isArray(cut) ? list.slice(cut[0], cut[1])
    : list.filter((item) => evaluateTocPredicate(cut.filter, item as never))), flatHeadings(toc));
}
