import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { compileCssModule, compileStylesheet } from '../../../../../../cli/pipeline/parse/css-module';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('CSS modules in MDX');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-cssmod-'));
  mkdirSync(join(dir, 'src', 'css'), { recursive: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'src', 'css', 'cards.module.css'), '.row { display: flex; gap: 8px }\n.cell img { width: 100% }\n');
  return dir;
}

test('esbuild gives the class names and the stylesheet that uses them, without path comments', () => {
  const dir = site();
  const mod = compileCssModule(join(dir, 'src', 'css', 'cards.module.css'));
  assert.equal(Object.keys(mod.classes).sort(), ['cell', 'row']);
  assert.match(mod.css, `.${mod.classes.row}{display:flex;gap:8px}`);
  assert.match(mod.css, `.${mod.classes.cell} img{width:100%}`);
  assert.not.match(mod.css, dir);
  rmSync(dir, { recursive: true, force: true });
});

test('className={styles.x} takes the shipped class name; "/src/…" is the site folder; the body carries the stylesheet', () => {
  const dir = site();
  const out = parseMarkdown({
    source: "import styles from '/src/css/cards.module.css';\n\n<div className={styles.row}>\n  <div className={styles.cell}>Text</div>\n</div>\n",
    file: join(dir, 'docs', 'a.mdx'), lineOffset: 0, isMdx: true, siteDir: dir, baseUrl: '/', cssModule: compileCssModule,
  });
  assert.equal(out.errors, []);
  const { classes, css } = compileCssModule(join(dir, 'src', 'css', 'cards.module.css'));
  assert.match(out.html, `<div class="${classes.row}">`);
  assert.match(out.html, `<div class="${classes.cell}">Text</div>`);
  assert.equal(out.styles, [css]);
  rmSync(dir, { recursive: true, force: true });
});

test('a CSS module that esbuild cannot build is reported with esbuild\'s first error and its place, not only the count', () => {
  const dir = site();
  writeFileSync(join(dir, 'src', 'css', 'broken.module.css'), '@import "./missing-theme.css";\n.row { color: red }\n');
  const out = parseMarkdown({
    source: "import styles from '@site/src/css/broken.module.css';\n\n<div className={styles.row}>Text</div>\n", file: join(dir, 'docs', 'a.mdx'), lineOffset: 0, isMdx: true, siteDir: dir, baseUrl: '/', cssModule: compileCssModule,
  });
  assert.is(out.errors.length, 1);
  assert.match(out.errors[0].message, "MDX: the CSS module '@site/src/css/broken.module.css' cannot be read (");
  assert.match(out.errors[0].message, 'missing-theme.css');
  assert.not.match(out.errors[0].message, /Build failed with \d+ errors?:\)/);
  rmSync(dir, { recursive: true, force: true });
});

test('a global stylesheet imported by name is an error that points to customCss', () => {
  const dir = site();
  writeFileSync(join(dir, 'src', 'css', 'global.css'), '.x{}');
  const out = parseMarkdown({
    source: "import g from '@site/src/css/global.css';\n\nText\n", file: join(dir, 'docs', 'a.mdx'), lineOffset: 2, isMdx: true, siteDir: dir, baseUrl: '/', cssModule: compileCssModule,
  });
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].line, 3);
  assert.match(out.errors[0].message, "MDX: `@site/src/css/global.css` is a global stylesheet; MDX content may import CSS modules (*.module.css) only");
  assert.match(out.errors[0].hint ?? '', 'customCss');
  rmSync(dir, { recursive: true, force: true });
});

test('a stylesheet imported for its effect, from a package or a path, joins the page\'s styles with its class names kept', () => {
  const dir = site();
  const pkg = join(dir, 'node_modules', 'video-card');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'video-card', exports: { '.': './index.js', './dist/card.css': './dist/card.css' } }));
  writeFileSync(join(pkg, 'dist', 'card.css'), '.video-card { aspect-ratio: 16 / 9 }\n');
  writeFileSync(join(dir, 'src', 'css', 'extra.css'), '.callout b { color: teal }\n');
  const out = parseMarkdown({
    source: "import 'video-card/dist/card.css';\nimport '@site/src/css/extra.css';\n\n<div className=\"video-card\">Clip</div>\n",
    file: join(dir, 'docs', 'a.mdx'), lineOffset: 0, isMdx: true, siteDir: dir, baseUrl: '/', cssModule: compileCssModule, stylesheet: compileStylesheet,
    resolvePackage: (spec, from) => createRequire(from).resolve(spec),
  });
  assert.equal(out.errors, []);
  assert.match(out.html, '<div class="video-card">Clip</div>');
  assert.equal(out.styles, ['.video-card{aspect-ratio:16 / 9}\n', '.callout b{color:teal}\n']);
  rmSync(dir, { recursive: true, force: true });
});

test('a stylesheet imported for its effect that is not there is an error at its line naming it', () => {
  const dir = site();
  const out = parseMarkdown({
    source: "Intro\n\nimport './missing.css';\n\nText\n", file: join(dir, 'docs', 'a.mdx'), lineOffset: 0, isMdx: true, siteDir: dir, baseUrl: '/', cssModule: compileCssModule, stylesheet: compileStylesheet,
  });
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].line, 3);
  assert.match(out.errors[0].message, "MDX: cannot find the stylesheet './missing.css'");
  rmSync(dir, { recursive: true, force: true });
});

test.run();
