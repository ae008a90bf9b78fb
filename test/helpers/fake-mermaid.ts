/** A stand-in for a site's mermaid package, and the config that turns ```mermaid fences on. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sets `markdown.mermaid` in the site's config and installs a mermaid package whose module is `source`. */
export function installFakeMermaid(siteDir: string, source: string[]): void {
  const configFile = join(siteDir, 'site.config.json');
  writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), markdown: { mermaid: true } }));
  const dir = join(siteDir, 'node_modules', 'mermaid');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mermaid', version: '0.0.1', type: 'module', exports: './index.js' }));
  writeFileSync(join(dir, 'index.js'), source.join('\n'));
}
