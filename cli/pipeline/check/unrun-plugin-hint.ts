/**
 * An unknown MDX component on a Docusaurus site built in place is most often one a remark/rehype
 * plugin of its config would have imported or defined (mdx-mermaid's <Mermaid>); opdocs runs no
 * such plugin, so the error names the plugin as the likely source instead of only asking for an
 * import the page never needed under Docusaurus.
 */
import { basename } from 'node:path';
import { OpdocsError, plainError } from '../../errors.js';

const UNKNOWN = /^MDX: unknown component <([^>]+)>/;
const NOT_THEME = /^MDX: '@theme\/([^']+)' is not a theme component opdocs provides/;
/** Words every plugin name shares: they say nothing about which component it adds. */
const GENERIC = new Set(['remark', 'rehype', 'plugin', 'plugins', 'docusaurus', 'mdx', 'markdown', 'the', 'site', 's', 'function', 'an', 'inline', 'js', 'ts']);

const words = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !GENERIC.has(w));

/**
 * The plugins among `plugins` whose name shares a word with the component's: `mdx-mermaid` for
 * <Mermaid>, `remark-d2` for <D2>; a short word (d2) must be the whole name, so it matches little by chance.
 */
export function likelySources(component: string, plugins: string[]): string[] {
  const own = component.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plugins.filter((p) => words(p).some((w) => (w.length > 2 ? own.includes(w) : own === w)));
}

/**
 * `errors` with each unknown-component error naming the config's unrun remark/rehype `plugins`,
 * and each unknown `@theme/…` import the config's unrun `themes` (openapi-docs' `@theme/ParamsDetails`).
 */
export function nameUnrunPlugins(errors: OpdocsError[], plugins: string[], configFile: string, themes: string[] = []): OpdocsError[] {
  if (plugins.length === 0 && themes.length === 0) return errors;
  const config = basename(configFile);
  return errors.map((error) => {
    // An installed theme package is named already (import-bindings.ts themeOrigin).
    const theme = themes.length ? NOT_THEME.exec(error.message) : null;
    if (theme && !/opdocs does not load/.test(error.hint ?? '')) {
      // Several unrun themes: the one whose name shares a word with the component, when one does.
      const likely = likelySources(theme[1], themes);
      const named = likely.length ? likely : themes;
      const which = `${named.length === 1 ? 'theme' : 'themes'} ${named.join(', ')} of ${config}`;
      return new OpdocsError({ ...plainError(error), message: `${error.message}; it likely comes from the ${which}, which opdocs does not run` });
    }
    const m = plugins.length ? UNKNOWN.exec(error.message) : null;
    if (!m) return error;
    const likely = likelySources(m[1], plugins);
    const listed = likely.length ? likely : plugins;
    const one = listed.length === 1;
    const which = `the remark/rehype ${one ? 'plugin' : 'plugins'} ${listed.join(', ')} of ${config}`;
    const said = likely.length
      ? `; it likely comes from ${which}, which opdocs does not run`
      : `; ${which} ${one ? 'is' : 'are'} not run by opdocs, and may be what provides it`;
    const hint = `opdocs runs no remark/rehype plugins: import the component in the page yourself (from the plugin's package or a file of the site), or remove its use; ${error.hint ?? ''}`.replace(/; $/, '');
    return new OpdocsError({ ...plainError(error), message: `${error.message}${said}`, hint });
  });
}

/** A placeholder in a link's address that a site's own remark plugin fills in (`{@githubUrl@}`, `{{ repo }}`). */
const PLACEHOLDER_LINK = /^broken link: \S*?(\{@[\w-]+@\}|\{\{\s*[\w.-]+\s*\}\})/;

/**
 * `errors` with each broken link whose address holds a placeholder naming the config's unrun
 * remark/rehype `plugins`: under Docusaurus one of them writes the value in (QuestDB's
 * `{@githubUrl@}/releases`), so the link is not mistyped; without plugins nothing changes.
 */
export function namePlaceholderLinks(errors: OpdocsError[], plugins: string[], configFile: string): OpdocsError[] {
  if (plugins.length === 0) return errors;
  const which = `the remark/rehype ${plugins.length === 1 ? 'plugin' : 'plugins'} ${plugins.join(', ')} of ${basename(configFile)}`;
  return errors.map((error) => {
    const m = PLACEHOLDER_LINK.exec(error.message);
    if (!m) return error;
    return new OpdocsError({
      ...plainError(error),
      message: `${error.message}; ${m[1]} is a placeholder, likely filled in by ${which}, which opdocs does not run`,
      hint: 'opdocs runs no remark/rehype plugins: write the address out in the link, or in an MDX file use <a href={…}> with a value the page imports',
    });
  });
}
