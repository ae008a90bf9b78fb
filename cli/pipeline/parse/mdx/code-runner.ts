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

export function createCodeRunner(file: string | undefined, scope: MdxScope, site: SiteMdxComponents | null, siteDir: string | undefined) {
  const codeName = (source: string) => importedComponentName(file + MDX_ESM_SUFFIX, codeExportName(source), siteDir);
  /** The runner for code at `node`; undefined where code cannot run (no file, or inside a partial). */
  const codeFor = (node: Nodes): CodeRunner | undefined => (!file || originOf(node) ? undefined : (source, expression) => {
    const unknown = firstUnknownName(expression, scope.moduleNames ?? new Set(), (name) => isSiteGlobal(site ? site.names : undefined, name));
    return unknown ? { ok: false, why: `\`${unknown}\`, which is not defined in this file` } : { ok: true, value: { [CODE_REF]: codeName(source) } };
  });
  return { codeName, codeFor };
}
