import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const css = readFileSync(new URL('../../../../theme/styles/base.css', import.meta.url), 'utf8');
const tykoCss = readFileSync(new URL('../../../../css/tyko.css', import.meta.url), 'utf8');

/** Custom properties declared directly in the first block whose selector is exactly `selector`. */
function readBlock(selector: string, from = css): Map<string, string> {
  const start = from.indexOf(`${selector} {`);
  assert.ok(start >= 0, `block ${selector} exists`);
  const body = from.slice(from.indexOf('{', start) + 1, from.indexOf('}', start));
  const vars = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) vars.set(match[1], match[2].trim());
  return vars;
}

const light = readBlock(':root');
const dark = new Map([...light, ...readBlock("html[data-theme='dark']")]);
// The TyKO site's customCss layered over the theme, as the browser's cascade does.
const tykoLight = new Map([...light, ...readBlock(':root', tykoCss)]);
const tykoDark = new Map([...dark, ...readBlock(':root', tykoCss), ...readBlock("html[data-theme='dark']", tykoCss)]);

function resolve(vars: Map<string, string>, name: string): string {
  let value = vars.get(name);
  for (let depth = 0; value && value.startsWith('var(') && depth < 10; depth++) value = vars.get(value.slice(4, -1).trim());
  assert.ok(value, `${name} is defined`);
  return value!;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  assert.ok(match, `${hex} is a 6-digit hex colour`);
  const channels = [0, 2, 4].map((i) => parseInt(match![1].slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text/background pairs the theme uses, with the minimum ratio they need. */
const PAIRS: [foreground: string, background: string, min: number][] = [
  ['--ifm-font-color-base', '--ifm-background-color', 4.5],
  ['--ifm-font-color-secondary', '--ifm-background-color', 4.5],
  ['--ifm-link-color', '--ifm-background-color', 4.5],
  ['--ifm-link-hover-color', '--ifm-background-color', 4.5],
  ['--ifm-color-primary', '--ifm-background-color', 4.5],
  ['--ifm-color-danger', '--ifm-background-color', 4.5],
  ['--ifm-color-success', '--ifm-background-color', 4.5],
  ['--ifm-color-info', '--ifm-background-color', 4.5],
  ['--ifm-color-warning', '--ifm-background-color', 4.5],
  ['--ifm-color-content-inverse', '--ifm-color-success', 4.5],
  ['--ifm-color-content-inverse', '--ifm-color-info', 4.5],
  ['--ifm-color-content-inverse', '--ifm-color-warning', 4.5],
  ['--ifm-color-content-inverse', '--ifm-color-danger', 4.5],
  ['--ifm-navbar-link-color', '--ifm-navbar-background-color', 4.5],
  ['--ifm-navbar-link-active-color', '--ifm-navbar-background-color', 4.5],
  ['--ifm-menu-color', '--ifm-background-color', 4.5],
  ['--ifm-color-primary-contrast-foreground', '--ifm-color-primary', 4.5],
  ['--ifm-font-color-base', '--ifm-color-emphasis-200', 4.5],
  ['--ifm-focus-ring-color', '--ifm-background-color', 3],
];

const contrastSuite = suite('theme colours');

for (const [mode, vars] of [['light', light], ['dark', dark], ['TyKO light', tykoLight], ['TyKO dark', tykoDark]] as const) {
  contrastSuite(`every text colour pair meets WCAG AA in ${mode} mode`, () => {
    for (const [fg, bg, min] of PAIRS) {
      const ratio = contrast(resolve(vars, fg), resolve(vars, bg));
      assert.ok(ratio >= min, `${mode}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1, needs ${min}:1`);
    }
  });
}

contrastSuite('the default theme is neutral: a proportional system font, a 3.75rem navbar, progress bar from a variable', () => {
  assert.match(light.get('--ifm-font-family-base')!, /^system-ui,.*sans-serif$/);
  assert.not.match(css, /@font-face|@import|url\(/);
  assert.is(light.get('--ifm-navbar-height'), '3.75rem');
  assert.is(light.get('--opdocs-progress-bar-color'), 'var(--ifm-color-primary)');
  assert.is(light.get('--docusaurus-progress-bar-color'), 'var(--opdocs-progress-bar-color)', 'the Docusaurus name defaults to ours');
});

contrastSuite('the TyKO look lives in its customCss: primary colours, deep blue dark background, JetBrains Mono', () => {
  assert.is(tykoLight.get('--ifm-color-primary'), '#2e3c85');
  assert.is(tykoDark.get('--ifm-color-primary'), '#c6c8d2');
  assert.is(tykoDark.get('--ifm-background-color'), '#2e3c85');
  assert.match(tykoLight.get('--ifm-font-family-base')!, /^'JetBrains Mono'/);
});

contrastSuite('the contrast helper tells black on white from grey on grey', () => {
  assert.is(Math.round(contrast('#000000', '#ffffff')), 21);
  assert.ok(contrast('#777777', '#888888') < 1.5);
});

contrastSuite.run();
