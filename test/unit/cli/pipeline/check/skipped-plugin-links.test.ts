import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markSkippedPluginLinks } from '../../../../../cli/pipeline/check/skipped-plugin-links.ts';
import { withSkippedPlugins } from '../../../../../cli/config/skipped-plugins.ts';
import type { PendingLink } from '../../../../../cli/pipeline/check/link-types.ts';

const link = (file: string, target: string, more: Partial<PendingLink> = {}): PendingLink => ({ file, line: 3, column: 1, href: target, target, anchor: null, ...more });

test('a page link to the route a navbar link names, which a skipped plugin may make, names those plugins too', () => {
  const config = withSkippedPlugins({ baseUrl: '/' }, [{ name: './plugins/owl-catalogue', routes: [] }]);
  const chrome = [link('/site/docusaurus.config.js', '/owls', { mayBeMadeBy: ['./plugins/owl-catalogue'] })];
  const marked = markSkippedPluginLinks([link('/site/docs/a.md', '/owls/'), link('/site/docs/a.md', '/owl')], config, chrome);
  assert.equal(marked.map((l) => l.mayBeMadeBy), [['./plugins/owl-catalogue'], undefined]);
});

test('a page link under a skipped plugin\'s known route is still put down to that plugin', () => {
  const config = withSkippedPlugins({ baseUrl: '/' }, [{ name: 'owl-api', routes: ['api'] }]);
  const [marked] = markSkippedPluginLinks([link('/site/docs/a.md', '/api/hoot')], config, []);
  assert.equal(marked.madeBy, { plugin: 'owl-api', route: 'api' });
});

test.run();
