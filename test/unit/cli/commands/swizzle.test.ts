import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { swizzle } from '../../../../cli/commands/swizzle.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors, OpdocsError } from '../../../../cli/errors.ts';
import { copyFixture, ROOT } from '../../../helpers/fixture-site.ts';

const Swizzle = suite('opdocs swizzle: a wrapper of a theme component in src/theme/');

const refusal = (run: () => unknown): OpdocsError => {
  try {
    run();
  } catch (err) {
    if (err instanceof OpdocsError) return err;
    throw err;
  }
  throw new Error('not refused');
};

Swizzle('the wrapper the next build applies: the theme\'s footer, with what the site added around it', async () => {
  const site = copyFixture('basic', 'swizzle-footer');
  const config = join(site, 'site.config.json');
  writeFileSync(config, JSON.stringify({ ...JSON.parse(readFileSync(config, 'utf8')), footer: { copyright: 'Owl Press' } }));
  const file = swizzle({ siteDir: site, component: 'Footer', typescript: false, eject: false });
  assert.is(file, join(site, 'src', 'theme', 'Footer', 'index.js'));
  const text = readFileSync(file, 'utf8');
  assert.match(text, "import Footer from '@theme-original/Footer';");
  writeFileSync(file, text.replace('<Footer {...props} />', '<p className="above-footer">Made by owls</p>\n      <Footer {...props} />'));
  await buildSite({ siteDir: site, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], site)));
  const html = readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  assert.match(html, /<p class="above-footer">Made by owls<\/p><footer[^>]*>[\s\S]*Owl Press[\s\S]*<\/footer>/);
});

Swizzle('--typescript writes index.tsx; a map (MDXComponents) is spread, not rendered', () => {
  const site = copyFixture('basic', 'swizzle-kinds');
  const tsx = readFileSync(swizzle({ siteDir: site, component: 'DocItem/Footer', typescript: true, eject: false }), 'utf8');
  assert.match(tsx, 'type Props = ComponentProps<typeof Footer>;');
  assert.match(tsx, 'export default function FooterWrapper(props: Props): ReactNode {');
  const map = readFileSync(swizzle({ siteDir: site, component: 'MDXComponents', typescript: false, eject: false }), 'utf8');
  assert.match(map, 'export default {\n  ...MDXComponents,\n};');
});

Swizzle('refusals: an unknown component (with the likely one), one the site has already, --eject, and no site folder', () => {
  const site = copyFixture('basic', 'swizzle-refused');
  const typo = refusal(() => swizzle({ siteDir: site, component: 'Foter', typescript: false, eject: false }));
  assert.match(typo.message, 'has no component "Foter"');
  assert.match(typo.hint ?? '', 'did you mean "Footer"?');
  swizzle({ siteDir: site, component: 'Footer', typescript: false, eject: false });
  const again = refusal(() => swizzle({ siteDir: site, component: 'Footer', typescript: true, eject: false }));
  assert.is(again.file, join(site, 'src', 'theme', 'Footer', 'index.js'));
  assert.not.ok(existsSync(join(site, 'src', 'theme', 'Footer', 'index.tsx')));
  const eject = refusal(() => swizzle({ siteDir: site, component: 'Navbar', typescript: false, eject: true }));
  assert.match(eject.message, 'does not copy its Navbar out (--eject)');
  assert.not.ok(existsSync(join(site, 'src', 'theme', 'Navbar')));
  assert.match(refusal(() => swizzle({ siteDir: join(site, 'nowhere'), component: 'Navbar', typescript: false, eject: false })).message, 'there is no site folder');
});

Swizzle('the command line as a Docusaurus script gives it: theme name first, --wrap; --list names the components', () => {
  const site = copyFixture('basic', 'swizzle-cli');
  const cli = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'swizzle', ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const r = cli(['@docusaurus/theme-classic', 'Footer/Copyright', '--wrap', '--danger']);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'Wrote src/theme/Footer/Copyright/index.js');
  assert.ok(existsSync(join(site, 'src', 'theme', 'Footer', 'Copyright', 'index.js')));
  const list = cli(['--list']).stdout.split('\n');
  for (const name of ['Footer', 'DocItem/Footer', 'MDXComponents', 'Admonition/Type/Tip', 'Tabs', 'Details']) assert.ok(list.includes(name), name);
  assert.is(cli([]).status, 1);
});

Swizzle.run();
