/**
 * The error for a config whose whole export comes from a package migrate stood in for
 * (load-docusaurus.ts), e.g. `export default merge(common, local)` with webpack-merge or a
 * workspace package not installed. Without it the user saw the stand-in's marked text, which
 * names neither the package nor what to do.
 */
import { OpdocsError } from '../errors.js';
import { findPackageDir, packageName } from '../pipeline/parse/mdx/module-files.js';
import { STAND_IN } from './json-values.js';
import { STAND_IN_MODULE } from './stand-in-text.js';
import { mayLoadReal } from './real-packages.js';

/** `value` is a stand-in; `name` is the config's file name, `file` its path. */
export function standInExportError(file: string, name: string, value: unknown): OpdocsError {
  const of = value as Record<symbol, unknown>;
  const module = String(of[STAND_IN_MODULE]);
  const pkg = packageName(module) ?? module;
  const installed = findPackageDir(pkg, file) !== undefined;
  const why = !installed
    ? `the package ${pkg} is not installed, so opdocs could only stand in for it`
    : mayLoadReal(module)
      ? `the package ${pkg} is installed but could not be run in place`
      : `opdocs reads ${pkg} by name and never runs it`;
  return new OpdocsError({
    file,
    message: `${name} exports what ${String(of[STAND_IN])} returns, and ${why}: there is no config to read`,
    hint: installed
      ? 'export the config object itself (module.exports = { title, url, baseUrl, … }), or build it with a utility package opdocs can run'
      : `run npm install in the site folder (opdocs runs an installed utility such as ${pkg} for real), then build again`,
  });
}
