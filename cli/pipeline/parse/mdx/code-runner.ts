/**
 * The page parse's side of MDX written as code (code-module.ts): which export of the page's
 * code module an expression is, and whether it may run there: a name that neither the file,
 * the site's global components nor the browser defines stays a build error at its line.
 */
import type { Nodes } from 'mdast';
import { CODE_REF } from '../../../../runtime/islands/import-ref';
import { importedComponentName } from '../content-component';
import { codeExportName, MDX_ESM_SUFFIX } from './code-module';
import { firstUnknownName, isSiteGlobal } from './free-names';
import type { CodeRunner } from './jsx-props';
import { originOf } from './node-origin';
import type { MdxScope, SiteMdxComponents } from './scope-types';

export function createCodeRunner(file: string | undefined, scope: MdxScope, site: SiteMdxComponents | null, siteDir: string | undefined, partials?: PartialModuleNames) {
  // Code spliced in from a partial runs from the partial's own code module, with its names.
  const fileOf = (node?: Nodes) => (node && originOf(node)?.file) || file;
  const codeName = (source: string, node?: Nodes) => importedComponentName(fileOf(node) + MDX_ESM_SUFFIX, codeExportName(source), siteDir);
  /** The runner for code at `node`; undefined where code cannot run (no file). */
  const codeFor = (node: Nodes): CodeRunner | undefined => {
    const origin = originOf(node);
    const names = origin ? partials?.get(origin.file) : scope.moduleNames ?? new Set<string>();
    if (!file || !names) return undefined;
    return (source, expression) => {
      const unknown = firstUnknownName(expression, names, (name) => isSiteGlobal(site ? site.names : undefined, name));
      if (!unknown) return { ok: true, value: { [CODE_REF]: codeName(source, node) } };
      // A partial's `props` are known while the page is parsed, not in the partial's module.
      const why = origin && unknown === 'props' ? '`props`, which a partial\'s code cannot read (only its static content can)' : `\`${unknown}\`, which is not defined in this file`;
      return { ok: false, why };
    };
  };
  return { codeName, codeFor };
}

/** The names each partial's module defines (its imports and exports), by the partial's file. */
export type PartialModuleNames = Map<string, Set<string>>;
