import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { siteFolderOptions } from '../../../../cli/bundle/postcss-site-paths.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const TAILWIND_CONFIG = { content: ['./src/**/*.{js,tsx}', '!./src/legacy/**', { raw: '<b class="mark">' }, '/abs/**/*.md'], theme: { fontFamily: { display: ['Serif'] } } };

/** The site's packages as the PostCSS config's require sees them: Tailwind 3's config reader. */
const loader = (seen: string[]) => (name: string) => {
  if (name !== 'tailwindcss/loadConfig') throw new Error(`Cannot find module '${name}'`);
  return { default: (file: string) => (seen.push(file), structuredClone(TAILWIND_CONFIG)) };
};

test('Tailwind 3 listed without options gets the site\'s config with its content paths from the site folder, wherever opdocs runs', () => {
  const siteDir = writeSiteFiles('opdocs-postcss-paths', { 'tailwind.config.js': 'module.exports = {};\n' });
  const seen: string[] = [];
  const options = siteFolderOptions('tailwindcss', {}, siteDir, loader(seen)) as typeof TAILWIND_CONFIG;
  assert.equal(seen, [join(siteDir, 'tailwind.config.js')]);
  assert.equal(options.content, [join(siteDir, 'src/**/*.{js,tsx}'), `!${join(siteDir, 'src/legacy/**')}`, { raw: '<b class="mark">' }, '/abs/**/*.md']);
  assert.equal(options.theme, TAILWIND_CONFIG.theme);
});

test('options the site wrote, other plugins, and a site without a Tailwind config are left as they are', () => {
  const siteDir = writeSiteFiles('opdocs-postcss-paths', { 'src/x.css': '' });
  const seen: string[] = [];
  assert.is(siteFolderOptions('tailwindcss', undefined, siteDir, loader(seen)), undefined);
  assert.equal(siteFolderOptions('tailwindcss', { config: './tw.js' }, siteDir, loader(seen)), { config: './tw.js' });
  assert.equal(siteFolderOptions('autoprefixer', {}, siteDir, loader(seen)), {});
  assert.equal(seen, []);
});

test('Tailwind 4\'s PostCSS plugin scans from the site folder unless the site set its base', () => {
  assert.equal(siteFolderOptions('@tailwindcss/postcss', {}, '/site', () => ({})), { base: '/site' });
  assert.equal(siteFolderOptions('@tailwindcss/postcss', { optimize: true }, '/site', () => ({})), { optimize: true, base: '/site' });
  assert.equal(siteFolderOptions('@tailwindcss/postcss', { base: '/elsewhere' }, '/site', () => ({})), { base: '/elsewhere' });
});

test.run();
