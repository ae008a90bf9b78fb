import { suite } from 'uvu';
import { pickExport } from '../../../../runtime/islands/pick-export.ts';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandLoaders } from '../../../../cli/bundle/island-loaders.ts';
import { collectBodyComponents } from '../../../../cli/render/content-imports.ts';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';
import type { RouteData } from '../../../../runtime/types.ts';

const Loaders = suite('island loaders in the browser entry');
const siteDir = join(ROOT, 'test', '.tmp', `island-loaders-${process.pid}`);

Loaders.before.each(() => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'theme'), { recursive: true });
});
Loaders.after(() => rmSync(siteDir, { recursive: true, force: true }));

Loaders('no interactive component in any body: no loader and no dynamic import at all', () => {
  assert.equal(islandLoaders([], siteDir), []);
  assert.equal(islandLoaders(['Admonition', 'CodeBlock', 'Details', 'DocCardList'], siteDir), []);
});

Loaders('a site\'s DocCardList, drawn at build time, brings no island runtime; an overridden Admonition does', () => {
  writeFileSync(join(siteDir, 'theme', 'DocCardList.tsx'), 'export default () => null;');
  assert.equal(islandLoaders(['DocCardList', 'Details'], siteDir), []);
  writeFileSync(join(siteDir, 'theme', 'Admonition.tsx'), 'export default () => null;');
  assert.ok(islandLoaders(['Admonition'], siteDir).length > 0);
});

Loaders('Tabs, overrides and imported components get a lazy chunk each; used static ones too (an island may hold them)', () => {
  writeFileSync(join(siteDir, 'theme', 'Admonition.tsx'), 'export default () => null;');
  const source = islandLoaders(['Admonition', 'Details', 'TabItem', 'Tabs', `import:${join(siteDir, 'src', 'Card.tsx')}#Card`], siteDir).join('\n');
  assert.match(source, /"Admonition": \(\) => import\("opdocs-site:theme\/Admonition\.tsx"\)\.then\(\(m\) => pickExport\(m, "default"\)\)/);
  assert.match(source, /"Tabs": \(\) => import\("[^"]*\/theme\/Content\/Tabs\.tsx"\)\.then\(\(m\) => pickExport\(m, "Tabs"\)\)/);
  assert.match(source, /"TabItem": \(\) => import\("[^"]*\/theme\/Content\/Tabs\.tsx"\)\.then\(\(m\) => pickExport\(m, "TabItem"\)\)/);
  assert.match(source, /"Details": \(\) => import\("[^"]*\/theme\/Content\/Details\.tsx"\)/);
  assert.match(source, /: \(\) => import\("opdocs-site:src\/Card\.tsx"\)\.then\(\(m\) => pickExport\(m, "Card"\)\)/, 'site files are named relative to the site');
  assert.not.match(source, /CodeBlock/, 'an unused component gets no chunk');
});

Loaders('a default export is the component, also when a CommonJS package (__esModule) arrives as its whole exports object', () => {
  const source = islandLoaders([`import:${join(siteDir, 'node_modules', 'embed', 'lib', 'index.js')}#default`, `import:${join(siteDir, 'src', 'theme', 'MDXComponents.js')}#default.Badge`], siteDir).join('\n');
  assert.match(source, /lib\/index\.js"\)\.then\(\(m\) => pickExport\(m, "default"\)\)/);
  assert.match(source, /MDXComponents\.js"\)\.then\(\(m\) => pickExport\(m, "default\.Badge"\)\)/);
  const Component = () => null;
  assert.is(pickExport({ default: { __esModule: true, default: Component } }, 'default'), Component);
  assert.is(pickExport({ default: Component }, 'default'), Component);
  const plain = { Badge: Component };
  assert.is(pickExport({ default: plain }, 'default'), plain, 'an object without __esModule is the value itself');
  assert.is(pickExport({ default: plain }, 'default.Badge'), Component, 'a dotted name is a path into the export');
  assert.is(pickExport({ Prism: Component }, 'Prism'), Component);
  assert.is(pickExport({ default: { Prism: Component } }, 'Prism'), Component, 'a CommonJS package\'s named export on its exports object');
  assert.is(pickExport({}, 'default.Badge'), undefined, 'a missing path is undefined, not a throw');
});

Loaders('the components a site uses are read from every body field of its routes', () => {
  const routes = [
    { kind: 'doc', html: `<p>x</p>${componentMarkup('Tabs', {}, componentMarkup('TabItem', { value: 'a' }, ''))}`, toc: [] },
    { kind: 'blog-list', posts: [{ html: componentMarkup('import:/s/A & B.tsx#default', {}, '') }] },
    { kind: 'page', html: '<p>none</p>', toc: [{ id: 'h', html: componentMarkup('Details', {}, ''), level: 2, children: [] }] },
  ] as unknown as RouteData[];
  const used = collectBodyComponents(routes);
  assert.equal(used.names, ['Details', 'TabItem', 'Tabs', 'import:/s/A & B.tsx#default'], 'names come back decoded');
  assert.equal([...used.routes], routes, 'each route holds a marker somewhere');
  assert.is(collectBodyComponents([{ kind: 'page', html: '<p>plain</p>', toc: [] } as unknown as RouteData]).routes.size, 0);
});

Loaders('bodies met again in the next collection (a watch rebuild) give the same answer, and an edited one is looked at anew', () => {
  const plain = { kind: 'page', html: '<p>plain</p>', toc: [] } as unknown as RouteData;
  const edited = () => ({ kind: 'page', html: `<p>plain</p>${componentMarkup('Details', {}, '')}`, toc: [] }) as unknown as RouteData;
  assert.is(collectBodyComponents([plain]).routes.size, 0);
  assert.is(collectBodyComponents([plain]).routes.size, 0);
  const now = edited();
  const used = collectBodyComponents([plain, now]);
  assert.equal([...used.routes], [now]);
  assert.equal(used.names, ['Details']);
});

Loaders('a TOC met again keeps its answer: a plain one stays plain, one with a marker still names its component', () => {
  const plainToc = [{ id: 'a', html: 'A', level: 2, children: [{ id: 'b', html: 'B', level: 3, children: [] }] }];
  const markedToc = [{ id: 'c', html: 'C', level: 2, children: [{ id: 'd', html: componentMarkup('Details', {}, ''), level: 3, children: [] }] }];
  const page = (toc: unknown) => ({ kind: 'doc', html: '<p>body</p>', toc }) as unknown as RouteData;
  for (let round = 0; round < 2; round++) {
    const plain = page(plainToc);
    const marked = page(markedToc);
    const used = collectBodyComponents([plain, marked]);
    assert.equal([...used.routes], [marked], `round ${round}`);
    assert.equal(used.names, ['Details'], `round ${round}`);
  }
});

Loaders.run();
