/**
 * Docusaurus' npm2yarn remark plugin, built in: a code fence whose meta holds `npm2yarn`
 * becomes tabs with the npm command and the same command for each configured package
 * manager. The command rules are our own reading of each manager's CLI. The setting is made
 * per parse by parse-job.ts (markdown.npm2yarn in site.config.json).
 */
import type { Element, ElementContent } from 'hast';
import { componentMarkup } from './content-component';
import { toHtml } from './hast-html';

/** The package managers a fence can be converted to. */
export type PackageManager = 'yarn' | 'pnpm' | 'bun';

/** `markdown.npm2yarn` as the parse sees it. */
export interface Npm2YarnSetting {
  converters: PackageManager[];
  /** Tabs share the choice across the site (a Tabs groupId). */
  sync: boolean;
}

let setting: Npm2YarnSetting | null = null;

/** Sets (or clears, with null) the npm2yarn conversion for the parses that follow. */
export function setNpm2Yarn(next: Npm2YarnSetting | null | undefined): void {
  setting = next && next.converters.length > 0 ? next : null;
}

export const MARKER = /(^|\s)npm2yarn(?=\s|$)/;

/**
 * [pattern, replacement] per manager, applied to each line in order; `\b` keeps `npmrc` alone.
 * Every manager maps install/add, install and remove the same way, then its own rules, then
 * `npx` and plain `npm`.
 */
function rulesFor(cli: string, dlx: string, own: [RegExp, string][]): [RegExp, string][] {
  return [
    [/\bnpm (?:install|i|add)(?=(?: +-\S+)* +[^-\s])/g, `${cli} add`],
    [/\bnpm (?:install|i)\b/g, `${cli} install`],
    [/\bnpm (?:uninstall|remove|rm|un)\b/g, `${cli} remove`],
    ...own,
    [/\bnpx\b/g, dlx],
    [/\bnpm\b/g, cli],
  ];
}

const RULES: Record<PackageManager, [RegExp, string][]> = {
  yarn: rulesFor('yarn', 'yarn dlx', [
    [/(yarn add .*?)(?:--save-dev|-D)\b/g, '$1--dev'],
    [/\bnpm run\b/g, 'yarn'],
  ]),
  pnpm: rulesFor('pnpm', 'pnpm dlx', []),
  bun: rulesFor('bun', 'bunx', [
    [/(bun add .*?)(?:--save-dev)\b/g, '$1--dev'],
  ]),
};

/** `code` (npm commands) as `manager` commands. */
export function convertNpmCommand(code: string, manager: PackageManager): string {
  return code.split('\n').map((line) => RULES[manager].reduce((text, [pattern, to]) => text.replace(pattern, to), line)).join('\n');
}

/**
 * The tabs for a fence marked `npm2yarn`, as a Tabs marker; null when the fence has no mark
 * or the site has no npm2yarn setting. `render` makes one code block from the converted code
 * and the meta without the mark.
 */
export function npm2yarnTabs(code: string, meta: string, render: (code: string, meta: string) => Element): ElementContent | null {
  if (!setting || !MARKER.test(meta)) return null;
  const rest = meta.replace(MARKER, '$1').trim();
  const tab = (value: string, text: string) => componentMarkup('TabItem', { value, label: value }, toHtml(render(text, rest)));
  const tabs = [tab('npm', code), ...setting.converters.map((m) => tab(m, convertNpmCommand(code, m)))].join('');
  return { type: 'raw', value: componentMarkup('Tabs', setting.sync ? { groupId: 'npm2yarn' } : {}, tabs) };
}
