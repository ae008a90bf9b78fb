/** What a capitalised JSX name in an MDX body stands for: imported, provided by the theme, or one of the site's global MDX components. */
import { isSiteGlobal } from './free-names';
import { getFbGate } from './fb-internal';
import type { ComponentRef, MdxScope, SiteMdxComponents } from './scope-types';

// Components Docusaurus provides to every MDX file without an import (the capitalized keys of its MDXComponents).
const GLOBAL_COMPONENTS: Record<string, ComponentRef> = { Details: { kind: 'theme', name: 'Details' }, Head: { kind: 'head' } };

/** The component `name` (dotted names included) refers to; undefined when it is defined nowhere. */
export function findComponent(name: string, scope: MdxScope, site: SiteMdxComponents | null): ComponentRef | undefined {
  const [head, ...rest] = name.split('.');
  // A global MDX component is a property of the default export of the site's MDXComponents.
  const global = site && isSiteGlobal(site.names, head) ? { kind: 'file' as const, file: site.file, exportName: `default.${head}` } : undefined;
  // Meta's preset adds its gates to every page's components, under the site's own.
  const fbGate = () => (rest.length === 0 && scope.fbPreset?.() ? getFbGate(head) : undefined);
  const ref = scope.components.get(head) ?? GLOBAL_COMPONENTS[head] ?? global ?? fbGate();
  if (rest.length === 0) return ref?.kind === 'namespace' ? undefined : ref;
  // `<Plot.OfX>` where Plot is an imported or global component: a path into the object exported.
  if (ref?.kind === 'file') return { ...ref, exportName: `${ref.exportName}.${rest.join('.')}` };
  return ref?.kind === 'namespace' ? ref : undefined;
}
