/**
 * A prop holding a value an MDX file imported (`style={vscDarkPlus}`, `icon={faBook}`): it
 * travels in a marker's props as the module's name, and is looked up where the component
 * renders, as the component itself is. No React here: the parse reads this too.
 */
export const IMPORT_REF = '__opdocsImport';

export const isImportRef = (v: unknown): v is { [IMPORT_REF]: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as Record<string, unknown>)[IMPORT_REF] === 'string';
