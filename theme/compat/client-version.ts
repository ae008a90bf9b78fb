/** A docs version as Docusaurus' client API gives it, shared by the docs client's hooks. */
import type { VersionData } from '../../runtime/types';

/** A version as Docusaurus' client API gives it (`name`, `label`, `path`, `isLast`, `mainDoc`). */
export interface ClientVersion { name: string; label: string; path: string; isLast: boolean; mainDoc: { path: string } }

/** `v` in the client API's shape. */
export const asClientVersion = (v: VersionData): ClientVersion => ({ name: v.name, label: v.label, path: v.path, isLast: v.isLast, mainDoc: { path: v.mainDocPath } });
