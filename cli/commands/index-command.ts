/**
 * `opdocs index`: the DocSearch records of a site, written as JSON or uploaded to Algolia.
 * The admin key comes from the environment only (ALGOLIA_ADMIN_KEY) and is never printed.
 */
import { resolve, dirname } from 'node:path';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/load-config.js';
import { loadSite } from '../pipeline/site.js';
import { createSearchRecords, siteMetaOf } from '../pipeline/search/records.js';
import { sidebarsByUrl } from '../pipeline/features/search.js';
import { pushToAlgolia } from '../pipeline/search/algolia-push.js';
import { writeError } from '../output/lock.js';
import { OpdocsError, OpdocsErrors } from '../errors.js';
import { localeContextOf, localizeConfig } from '../pipeline/locale.js';
import type { SiteConfig } from '../config/types.js';
import type { SearchRecord } from '../../runtime/types.js';

export interface IndexOptions {
  siteDir: string;
  /** File to write, relative to siteDir; "-" for stdout. */
  out: string;
  push: boolean;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** Builds the records; writes them, and uploads them with --push. */
export async function indexCommand(opts: IndexOptions): Promise<SearchRecord[]> {
  const siteDir = resolve(opts.siteDir);
  // With --out -, stdout is the records' alone: what the site's code prints as it runs (a
  // docusaurus.config.js or sidebars.js calling console.log) goes to stderr, not into the JSON.
  const restoreStdout = opts.out === '-' ? divertStdout() : () => undefined;
  let config: SiteConfig;
  let records: SearchRecord[];
  try {
    config = await loadConfig(siteDir);
    records = await recordsOfEveryLocale(config);
  } finally {
    restoreStdout();
  }
  const json = JSON.stringify(records, null, 2) + '\n';
  if (opts.out === '-') {
    process.stdout.write(json);
  } else {
    const file = resolve(siteDir, opts.out);
    await checkRecordsTarget(file);
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, json);
    } catch (err) {
      const failed = writeError(err, file);
      throw failed instanceof OpdocsError
        ? new OpdocsError({ message: failed.message, hint: 'give --out a file you may write, e.g. --out build/search-records.json (or "-" for stdout)', cause: err })
        : failed;
    }
    opts.log(`✔ ${records.length} search records → ${file}`);
  }
  if (!opts.push) return records;

  const { appId, indexName } = config.search;
  const adminKey = opts.env.ALGOLIA_ADMIN_KEY;
  if (!appId || !indexName) {
    throw new OpdocsError({ file: config.configFile, message: '`opdocs index --push` needs search.appId and search.indexName', hint: 'add them to "search" in site.config.json' });
  }
  if (!adminKey) {
    throw new OpdocsError({ message: 'ALGOLIA_ADMIN_KEY is not set', hint: 'export an Algolia admin API key as ALGOLIA_ADMIN_KEY (it is never read from site.config.json)' });
  }
  const hosts = opts.env.OPDOCS_ALGOLIA_HOSTS?.split(',').map((h) => h.trim().replace(/\/$/, '')).filter(Boolean);
  const count = await pushToAlgolia({ appId, indexName, adminKey, records, ...(hosts?.length ? { hosts } : {}) });
  opts.log(`✔ ${count} records uploaded to Algolia index ${indexName} (application ${appId})`);
  return records;
}

/** Sends writes to stdout to stderr until the returned function is called. */
function divertStdout(): () => void {
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}

/**
 * The records of each locale as `opdocs build` lays them out (the default locale at the baseUrl,
 * another at `<baseUrl><code>/`, its texts from i18n/<code>/): a crawler of the built site
 * finds every locale's pages, and a reader's modal filters them by `language`.
 */
async function recordsOfEveryLocale(config: SiteConfig): Promise<SearchRecord[]> {
  const { defaultLocale, locales } = config.i18n;
  const records: SearchRecord[] = [];
  for (const code of [defaultLocale, ...locales.filter((l) => l !== defaultLocale)]) {
    const locale = localeContextOf(config, code);
    // React pages are not indexed, so their exported titles are not needed here.
    const { result, errors } = await loadSite(locale ? localizeConfig(config, locale) : config, locale ? { locale } : {});
    if (!result) throw new OpdocsErrors(errors);
    const blocks = new Map([...result.parsed].map(([path, parsed]) => [path, parsed.blocks]));
    records.push(...createSearchRecords({ site: result.site, routes: result.routes, blocks, sidebars: sidebarsByUrl(result.shared), siteMeta: siteMetaOf(config) }));
  }
  return records;
}

/**
 * Refuses an --out that names a file other than earlier records: `--out content/docs/intro.md`
 * or `--out site.config.json`, one slip of the shell's completion, replaced the site's own file.
 */
async function checkRecordsTarget(file: string): Promise<void> {
  let text: string;
  try {
    // Only a plain file is read: reading a FIFO or /dev/stdout given as --out would wait for good.
    if (!(await stat(file)).isFile()) return;
    text = await readFile(file, 'utf8');
  } catch {
    return; // Absent (written fresh), or unreadable: the write reports that.
  }
  let records = false;
  try {
    records = text.trim() === '' || Array.isArray(JSON.parse(text));
  } catch { /* not JSON */ }
  if (!records) {
    throw new OpdocsError({
      file,
      message: 'this file is not a search records file, and --out would replace it',
      hint: 'give --out a new file or earlier records, e.g. --out build/search-records.json (or "-" for stdout)',
    });
  }
}
