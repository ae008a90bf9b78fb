/**
 * The page parse's side of MDX written as code (code-module.ts): which export of the page's
 * code module an expression is, and whether it may run there: a name that neither the file,
 * the site's global components nor the browser defines stays a build error at its line.
 */
import type { Nodes } from 'mdast';
import { CODE_PROPS, CODE_REF } from '../../../../runtime/islands/import-ref';
import { importedComponentName } from '../content-component';
import { codeExportName, MDX_ESM_SUFFIX } from './code-module';
import { firstUnknownName, isSiteGlobal, unknownNames } from './free-names';
import type { CodeRunner } from './jsx-props';
import { originOf } from './node-origin';
import { propsOf } from './partials';
import type { MdxScope, SiteMdxComponents } from './scope-types';

/** Turns a partial's props into JSON a marker can carry (imported images become URLs). */
export type PropsToJson = (node: Nodes, props: Record<string, unknown>) => Record<string, unknown>;

export function createCodeRunner(file: string | undefined, scope: MdxScope, site: SiteMdxComponents | null, siteDir: string | undefined, partials?: PartialModuleNames, propsToJson: PropsToJson = (_n, p) => p) {
  // Code spliced in from a partial runs from the partial's own code module, with its names.
  const fileOf = (node?: Nodes) => (node && originOf(node)?.file) || file;
  const codeName = (source: string, node?: Nodes) => importedComponentName(fileOf(node) + MDX_ESM_SUFFIX, codeExportName(source), siteDir);
  /** The runner for code at `node`; undefined where code cannot run (no file). */
  const codeFor = (node: Nodes): CodeRunner | undefined => {
    const origin = originOf(node);
    const names = origin ? partials?.get(origin.file) : scope.moduleNames ?? new Set<string>();
    if (!file || !names) return undefined;
    // A partial's code reads `props` as Docusaurus' MDX does: the ones this use of it was given,
    // known here and carried beside the code's name to where it runs (runtime/islands/mdx-props.ts).
    const given = origin ? propsOf(node) : undefined;
    const known = given && !names.has('props') ? new Set([...names, 'props']) : names;
    return (source, expression) => {
      const unknown = firstUnknownName(expression, known, (name) => isSiteGlobal(site ? site.names : undefined, name));
      if (!unknown) {
        const ref: Record<string, unknown> = { [CODE_REF]: codeName(source, node) };
        if (known !== names && unknownNames(expression, names).includes('props')) ref[CODE_PROPS] = propsToJson(node, given!);
        return { ok: true, value: ref };
      }
      // The page's headings reach a prop only as `toc`, `toc.slice(…)` or `toc.filter(…)` (static-value.ts), not in code.
      if (unknown === 'toc') return { ok: false, why: '`toc` in code opdocs cannot run: only `toc`, `toc.slice(start, end)` with whole numbers and `toc.filter((node) => …)` comparing its level, value or id are given the page\'s headings' };
      return { ok: false, why: `\`${unknown}\`, which is not defined in this file` };
    };
  };
  return { codeName, codeFor };
}

/** The names each partial's module defines (its imports and exports), by the partial's file. */
export type PartialModuleNames = Map<string, Set<string>>;
