import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { convertNpmCommand, setNpm2Yarn } from '../../../../../cli/pipeline/parse/npm2yarn';
import { parseMarkers } from '../../../../../runtime/islands/markers';

const test = suite('npm2yarn: fences marked npm2yarn become package-manager tabs');
const parse = (source: string, isMdx = false) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx }).html;
const FENCE = '```bash npm2yarn title="Setup"\nnpm install --save-dev lantern-kit\nnpx lantern init\n```\n';

test.after.each(() => setNpm2Yarn(null));

test('install, dev install, uninstall, run and npx read as each manager writes them', () => {
  const code = 'npm install\nnpm i -D wick\nnpm uninstall wick\nnpm run build\nnpx lantern init';
  assert.is(convertNpmCommand(code, 'yarn'), 'yarn install\nyarn add --dev wick\nyarn remove wick\nyarn build\nyarn dlx lantern init');
  assert.is(convertNpmCommand(code, 'pnpm'), 'pnpm install\npnpm add -D wick\npnpm remove wick\npnpm run build\npnpm dlx lantern init');
  assert.is(convertNpmCommand(code, 'bun'), 'bun install\nbun add -D wick\nbun remove wick\nbun run build\nbunx lantern init');
  assert.is(convertNpmCommand('cat .npmrc', 'yarn'), 'cat .npmrc', 'words that only start with npm stay');
});

test('with the setting, the fence is Tabs (npm first) of TabItems, each a code block without the mark', () => {
  setNpm2Yarn({ converters: ['pnpm', 'bun'], sync: true });
  for (const isMdx of [false, true]) {
    const [tabs] = parseMarkers(parse(FENCE, isMdx));
    assert.ok(typeof tabs === 'object' && tabs.name === 'Tabs', `Tabs marker (mdx: ${isMdx})`);
    assert.equal(tabs.props, { groupId: 'npm2yarn' });
    const items = tabs.children.filter((c) => typeof c === 'object') as { name: string; props: Record<string, unknown>; children: unknown[] }[];
    assert.equal(items.map((i) => [i.name, i.props.value, i.props.label]), [['TabItem', 'npm', 'npm'], ['TabItem', 'pnpm', 'pnpm'], ['TabItem', 'bun', 'bun']]);
    const html = items.map((i) => i.children.join('')).join('\n');
    assert.match(html, '<div class="code-block__title">Setup</div>');
    assert.match(html, 'pnpm add --save-dev lantern-kit');
    assert.match(html, 'bunx lantern init');
    assert.not.match(html, 'npm2yarn');
  }
});

test('without sync the tabs have no group; without the setting the fence stays one code block', () => {
  setNpm2Yarn({ converters: ['yarn'], sync: false });
  assert.equal((parseMarkers(parse(FENCE))[0] as { props: unknown }).props, {});
  setNpm2Yarn(null);
  const html = parse(FENCE);
  assert.not.match(html, 'opdocs-component');
  assert.is(html.match(/class="code-block theme-code-block"/g)?.length, 1);
});

test.run();
