import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { usePrismTheme } from '../../../../theme/compat/theme-common';

const css = readFileSync(new URL('../../../../theme/styles/content.css', import.meta.url), 'utf8');

/** Custom properties declared in the first block whose selector is exactly `selector`. */
function declared(selector: string): Set<string> {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `block ${selector} exists`);
  return new Set([...css.slice(start, css.indexOf('}', start)).matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
}

const PrismTheme = suite('usePrismTheme of @docusaurus/theme-common');

PrismTheme('gives a prism-react-renderer theme: plain colours and styles keyed by token types', () => {
  const theme = usePrismTheme();
  assert.is(theme.plain.color, 'var(--opdocs-code-color)');
  assert.is(theme.plain.backgroundColor, 'var(--opdocs-code-background)');
  const styleOf = (type: string) => theme.styles.find((s) => s.types.includes(type))?.style;
  assert.equal(styleOf('keyword'), { color: 'var(--hljs-keyword)' });
  assert.equal(styleOf('comment'), { color: 'var(--hljs-comment)', fontStyle: 'italic' });
  assert.is(styleOf('string')?.color, 'var(--hljs-string)');
  assert.is(styleOf('function')?.color, 'var(--hljs-title)');
});

PrismTheme('every colour it names is a variable the code blocks define in both colour modes', () => {
  const light = declared(':root');
  const dark = declared("[data-theme='dark']");
  const theme = usePrismTheme();
  const used = [theme.plain, ...theme.styles.map((s) => s.style)]
    .flatMap((style) => Object.values(style).map(String))
    .flatMap((value) => [...value.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]));
  assert.ok(used.length > 10, 'the theme is made of variables');
  for (const name of used) {
    assert.ok(light.has(name), `${name} is set for the light mode`);
    assert.ok(dark.has(name), `${name} is set for the dark mode`);
  }
});

PrismTheme.run();
