import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { formatError } from '../../../../../cli/errors';
import { writeSiteFiles } from '../../../../helpers/site-files';
import { installFakeMermaid } from '../../../../helpers/fake-mermaid';

const Mermaid = suite('markdown.mermaid without the mermaid package');

const site = () => writeSiteFiles('opdocs-mermaid-package-', {
  'site.config.json': JSON.stringify({ title: 'Flows', url: 'https://example.org', contentDir: '.', markdown: { mermaid: true } }),
  'docs/plain.md': '# Plain\n\nNo diagram.\n',
  'docs/flow.md': '---\ntitle: Flow\n---\n\n# Flow\n\n```mermaid\ngraph TD; A-->B;\n```\n',
});

const warningsOf = async (dir: string) => {
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  return warnings.map((w) => `${w.level} ${formatError(w.error, dir)}`);
};

Mermaid('the build warns once, at the first diagram, that diagrams stay as their source', async () => {
  assert.equal(await warningsOf(site()), [
    'warn docs/flow.md:7  error  this diagram (and every other) is shown as its source: markdown.mermaid is on, but the site has no `mermaid` package to draw it\n  hint: install it in the site folder (npm install mermaid), or turn markdown.mermaid off',
  ]);
});

Mermaid('with the package installed, or with diagrams off, nothing is said', async () => {
  const dir = site();
  installFakeMermaid(dir, ['export default {};']);
  assert.equal(await warningsOf(dir), []);
  const off = writeSiteFiles('opdocs-mermaid-off-', { 'site.config.json': JSON.stringify({ title: 'Flows', url: 'https://example.org', contentDir: '.' }), 'docs/flow.md': '# Flow\n\n```mermaid\ngraph TD; A-->B;\n```\n' });
  assert.equal(await warningsOf(off), []);
});

Mermaid.run();
