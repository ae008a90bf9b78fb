/**
 * Where a `staticDirectories` folder may be. Every file under it is published as it is, so a
 * folder that holds the site or its content publishes the sources, drafts and config
 * (`[".."]` from content/ did), and one outside the site and its repository (`/etc`) was
 * refused file by file: a thousand errors, each calling a plain file a symlink.
 */
import { realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { configError } from '../config/config-position.js';
import type { SiteConfig } from '../config/types.js';
import type { OpdocsError } from '../errors.js';
import { mayLinkTo, repositoryFolder } from '../pipeline/load/linked-files.js';

function real(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

const holds = (folder: string, path: string) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/** An error at its config entry for each static folder that holds the site or lies outside it. */
export function misplacedStaticFolders(config: SiteConfig): OpdocsError[] {
  const contentDir = join(config.siteDir, config.contentDir);
  const site = real(config.siteDir) ?? config.siteDir;
  const content = real(contentDir) ?? contentDir;
  const policy = { siteDir: config.siteDir, errors: [] };
  return (config.staticDirectories ?? []).flatMap((entry, i) => {
    const dir = real(join(contentDir, entry));
    if (dir === null) return [];
    const shown = relative(config.siteDir, dir) || '.';
    if (holds(dir, site) || holds(dir, content)) {
      const what = holds(dir, site) ? (dir === site ? 'is the site folder' : 'holds the site folder') : dir === content ? 'is the content folder' : 'holds the content folder';
      return [configError(config.configFile, ['staticDirectories', i],
        `staticDirectories[${i}]: ${JSON.stringify(entry)} (${shown}) ${what}, so its Markdown sources, drafts and config would be published as files`,
        'name a folder that holds only what is published as it is (images, downloads), e.g. "static" (relative to contentDir)')];
    }
    if (mayLinkTo(dir, policy)) return [];
    const repo = repositoryFolder(policy);
    return [configError(config.configFile, ['staticDirectories', i],
      `staticDirectories[${i}]: ${JSON.stringify(entry)} is ${dir}, outside ${repo ? `the site's repository (${repo})` : 'the site folder (no git repository holds the site)'}: every file under it would be published`,
      'copy the files the site publishes into a folder of the site, e.g. static/, and name that one')];
  });
}
