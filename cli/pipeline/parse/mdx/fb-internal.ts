/**
 * What Meta's `docusaurus-plugin-internaldocs-fb` preset gives MDX in a public build, where
 * `isInternal()` is false: `<FbInternalOnly>` renders nothing, `<OssOnly>` its children (both
 * imported from the package's `internal` entry, or used bare, as the preset's MDXComponents
 * provides them). Decided at build time: no component reaches the page. (Under MDX 2 the
 * preset no longer drops imports of `fb/` files; sites generate stubs for them, and so must here.)
 */
import { join } from 'node:path';
import type { ImportSpecifier } from 'estree';
import type { ComponentRef, MdxScope } from './scope-types';

const PRESET_PACKAGE = 'docusaurus-plugin-internaldocs-fb';
const HIDDEN: ComponentRef = { kind: 'gate', shown: false };
const SHOWN: ComponentRef = { kind: 'gate', shown: true };

// The preset's global names include these alternate capitalisations.
const GATES: Record<string, ComponentRef> = { FbInternalOnly: HIDDEN, FBInternalOnly: HIDDEN, OssOnly: SHOWN, OSSOnly: SHOWN };

// The preset's `internal` entry, and `internaldocs-fb-helpers`, Meta's older package of the same helpers.
const INTERNAL_ENTRY = /^(?:docusaurus-plugin-internaldocs-fb\/internal|internaldocs-fb-helpers)(?:\/index(?:\.js)?)?$/;

/** Whether `spec` is a module that exports the gate components, which opdocs answers itself. */
export const isFbInternalEntry = (spec: string) => INTERNAL_ENTRY.test(spec);

/** The gate a name imported from the preset's `internal` entry (or used bare under the preset) stands for. */
export const getFbGate = (name: string): ComponentRef | undefined => (Object.hasOwn(GATES, name) ? GATES[name] : undefined);

/**
 * Whether the site's package.json depends on the preset, which is how a migrated site still
 * says it was built with it (`opdocs migrate` maps the preset to the classic one).
 */
export function usesFbPreset(siteDir: string | undefined, readFile: ((file: string) => string | undefined) | undefined): boolean {
  const text = siteDir && readFile ? readFile(join(siteDir, 'package.json')) : undefined;
  if (!text) return false;
  try {
    const pkg = JSON.parse(text) as Record<string, unknown>;
    return ['dependencies', 'devDependencies'].some((key) => {
      const deps = pkg[key];
      return typeof deps === 'object' && deps !== null && PRESET_PACKAGE in deps;
    });
  } catch {
    // A package.json npm cannot read either says nothing about the preset; its own tools report it.
    return false;
  }
}

/** Binds `{ FbInternalOnly as Hidden }` to its gate; false for a name that is no gate (`fbContent`). */
export function bindFbGate(specifier: ImportSpecifier, scope: MdxScope): boolean {
  const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
  const gate = getFbGate(imported);
  if (!gate) return false;
  scope.components.set(specifier.local.name, gate);
  scope.bindings.set(specifier.local.name, { kind: 'other', why: `\`${specifier.local.name}\`, a component opdocs decides at build time` });
  return true;
}
