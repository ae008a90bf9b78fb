/**
 * A docs version's tags file (`docs.tags`, default tags.yml): found in the version's docs folder,
 * a locale's translation folder first, and parsed as the blog's tags.yml is.
 */
import { relative } from 'node:path';
import type { OpdocsError } from '../../errors.js';
import { configError } from '../../config/config-position.js';
import type { SiteConfig } from '../../config/types.js';
import type { ContentFile, TextCache } from '../load/scan.js';
import { listLocalized, readLocalized } from '../load/localized.js';
import { parseTags, type TagDef } from '../routes/blog-meta.js';

/** The names the file may have (`docs.tags`; false: none; the default name in either spelling). */
const namesOf = (setting: string | false): string[] => (setting === false ? [] : setting === 'tags.yml' ? ['tags.yml', 'tags.yaml'] : [setting.replace(/^\.\//, '')]);

/** Lists the tags file of a version's folder and of its translation folder (names relative to them). */
export function listTagsFile(dir: string, overlay: string | undefined, setting: string | false, cache?: TextCache): Promise<string[]> {
  return listLocalized(dir, overlay, namesOf(setting), cache);
}

/** Reads and parses the file listTagsFile found; a file the config names must exist, as in Docusaurus. */
export async function readTagsFile(args: {
  dir: string; overlay: string | undefined; rels: string[]; config: SiteConfig; siteDir: string; hasDocs: boolean; errors: OpdocsError[]; texts?: TextCache;
  /** The docs set's id (docsInstances[].id), 'default' for `docs`: where an error points. */
  pluginId: string;
}): Promise<{ tagsFile: ContentFile | null; tags: Map<string, TagDef> | null }> {
  const { config, errors } = args;
  const tagsFile = (await readLocalized(args.dir, args.overlay, args.rels, errors, args.texts))[0] ?? null;
  if (!tagsFile && config.docs.tags !== false && config.docs.tags !== 'tags.yml' && args.hasDocs) {
    const instance = config.docsInstances.findIndex((d) => d.id === args.pluginId);
    const key = instance < 0 ? ['docs', 'tags'] : ['docsInstances', instance, 'tags'];
    const name = instance < 0 ? 'docs.tags' : `docsInstances "${args.pluginId}".tags`;
    errors.push(configError(config.configFile, key, `${name}: no file ${config.docs.tags} in ${relative(args.siteDir, args.dir) || '.'}`, 'put the tags file there, or set "tags" to false'));
  }
  const parsed = parseTags(tagsFile);
  errors.push(...parsed.errors);
  return { tagsFile, tags: parsed.tags };
}
