/**
 * `npm run bench:peers`: the same synthetic corpora built by opdocs, Docusaurus 3 and
 * VitePress 1 on this machine, as whole processes (wall, CPU, peak RSS) with the ratios.
 * The peers are installed into a scratch folder (never dependencies of this project).
 * Env: PEERS_DIR (scratch, default test/.tmp/peers), PEERS_RUNS (default 1), PEERS_SIZES
 * (doc counts, default "100,1000").
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fmt, timeMedian, type ProcessRun } from './whole-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');
const SCRATCH = resolve(process.env.PEERS_DIR ?? join(ROOT, 'test', '.tmp', 'peers'));
const RUNS = Number(process.env.PEERS_RUNS ?? 1);
const SIZES = (process.env.PEERS_SIZES ?? '100,1000').split(',').map(Number);

function sh(cmd: string, args: string[], cwd?: string): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Installs a peer tool into its own folder under the scratch folder, once. */
function install(name: string, packages: string[]): string {
  const dir = join(SCRATCH, 'tools', name);
  if (!existsSync(join(dir, 'node_modules'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `peer-${name}`, private: true, type: 'module' }));
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], dir);
  }
  return dir;
}

function corpus(docs: number): string {
  const dir = join(SCRATCH, 'corpus', String(docs));
  if (!existsSync(join(dir, 'docs'))) {
    mkdirSync(dir, { recursive: true });
    sh(process.execPath, [GEN, dir, '--docs', String(docs), '--posts', String(Math.max(10, docs / 10))]);
  }
  return dir;
}

function opdocsSite(src: string, docs: number): string {
  const dir = join(SCRATCH, 'sites', `opdocs-${docs}`);
  if (!existsSync(dir)) {
    cpSync(src, join(dir, 'content'), { recursive: true });
    writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com', baseUrl: '/' }));
  }
  return dir;
}

function docusaurusSite(src: string, docs: number, tool: string): string {
  const dir = join(SCRATCH, 'sites', `docusaurus-${docs}`);
  if (!existsSync(dir)) {
    cpSync(src, dir, { recursive: true });
    // The tool's node_modules must be visible from the site for the config's require().
    sh('ln', ['-s', join(tool, 'node_modules'), join(dir, 'node_modules')]);
    writeFileSync(join(dir, 'docusaurus.config.js'), [
      'export default {',
      "  title: 'Corpus', url: 'https://example.com', baseUrl: '/',",
      "  onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn',",
      "  markdown: { format: 'detect' },",
      "  presets: [['classic', { docs: { sidebarPath: undefined }, blog: { showReadingTime: true }, theme: {} }]],",
      '};',
    ].join('\n'));
  }
  return dir;
}

function vitepressSite(src: string, docs: number, tool: string): string {
  const dir = join(SCRATCH, 'sites', `vitepress-${docs}`);
  if (!existsSync(dir)) {
    cpSync(src, dir, { recursive: true });
    // Vue must resolve from the site folder, as it would in a real VitePress project.
    sh('ln', ['-s', join(tool, 'node_modules'), join(dir, 'node_modules')]);
    mkdirSync(join(dir, '.vitepress'), { recursive: true });
    writeFileSync(join(dir, '.vitepress', 'config.mjs'), "export default { title: 'Corpus', ignoreDeadLinks: true };\n");
    writeFileSync(join(dir, 'index.md'), '# Corpus\n');
  }
  return dir;
}

mkdirSync(SCRATCH, { recursive: true });
const docusaurus = install('docusaurus', ['@docusaurus/core@3', '@docusaurus/preset-classic@3', 'react@18', 'react-dom@18']);
const vitepress = install('vitepress', ['vitepress@1']);
const opdocsCli = join(ROOT, 'bin', 'opdocs.js');
if (!existsSync(join(ROOT, 'dist', 'cli.cjs'))) throw new Error('run `npm run build` first');

const clean = (dir: string, outs: string[]) => () => {
  for (const out of outs) rmSync(join(dir, out), { recursive: true, force: true });
};
const rows: string[] = [];
for (const docs of SIZES) {
  const src = corpus(docs);
  const files = readdirSync(join(src, 'docs'), { recursive: true }).length;
  const o = opdocsSite(src, docs);
  const d = docusaurusSite(src, docs, docusaurus);
  const v = vitepressSite(src, docs, vitepress);
  const ours = timeMedian(['node', opdocsCli, 'build', o], RUNS, { before: clean(o, ['build', 'node_modules']) });
  // A peer that fails on the corpus is reported as failed; the others still run.
  const attempt = (argv: string[], before: () => void): ProcessRun | string => {
    try {
      return timeMedian(argv, RUNS, { before });
    } catch (err) {
      return (err as Error).message.split('\n').find((l) => /error/i.test(l))?.slice(0, 120) ?? 'failed';
    }
  };
  const theirs: [string, ProcessRun | string][] = [
    ['Docusaurus 3', attempt(['node', join(docusaurus, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', d], clean(d, ['build', '.docusaurus']))],
    ['VitePress 1', attempt(['node', join(vitepress, 'node_modules', 'vitepress', 'bin', 'vitepress.js'), 'build', v], clean(v, ['.vitepress/dist', '.vitepress/cache']))],
  ];
  rows.push(`| ${docs} docs (${files} files) | opdocs | ${fmt(ours)} | 1× |`);
  for (const [name, run] of theirs) {
    rows.push(typeof run === 'string' ? `| ${docs} docs | ${name} | failed: ${run} | | | |` : `| ${docs} docs | ${name} | ${fmt(run)} | ${(run.wallS / ours.wallS).toFixed(1)}× slower |`);
  }
}
console.log(`Cold builds, whole process, median of ${RUNS} (node ${process.version})\n`);
console.log('| corpus | tool | wall | CPU | peak RSS | wall vs opdocs |\n| --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
