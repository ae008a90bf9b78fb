/**
 * The shared synthetic corpora of the benchmarks, written once by ../shared/bench/gen-corpus.mjs
 * into test/.tmp/bench/<name> as a site (config + content/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench');
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');

/** Path of the site holding `docs` docs and `posts` posts, generated on first use. */
export function corpus(name: string, docs: number, posts: number): string {
  const dir = join(TMP, name);
  if (!existsSync(join(dir, 'content', 'docs'))) {
    mkdirSync(join(dir, 'content'), { recursive: true });
    const r = spawnSync(process.execPath, [GEN, join(dir, 'content'), '--docs', String(docs), '--posts', String(posts)], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com', baseUrl: '/' }));
  }
  return dir;
}
