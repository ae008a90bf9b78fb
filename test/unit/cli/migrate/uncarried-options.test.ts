import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

const migrate = (dc: Record<string, unknown>) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', ...dc });
const noteOf = (notes: { key: string; what: string }[], key: string) => notes.find((n) => n.key === key)?.what;

test('a reading-time function is named, not dropped silently', () => {
  const { notes } = migrate({ presets: [['classic', { blog: { readingTime: () => 1 } }]] });
  assert.match(noteOf(notes, 'presets.classic.blog.readingTime') ?? '', 'not run');
});

test('the post order is carried over, with no note', () => {
  const { config, notes } = migrate({ presets: [['classic', { blog: { sortPosts: 'ascending' } }]] });
  assert.is((config.blog as { sortPosts?: string }).sortPosts, 'ascending');
  assert.equal(notes, []);
});

test('numberPrefixParser: false says prefixes are still taken off, not that a custom parser is skipped', () => {
  const { notes } = migrate({ presets: [['classic', { docs: { numberPrefixParser: false } }]] });
  const what = noteOf(notes, 'presets.classic.docs.numberPrefixParser') ?? '';
  assert.match(what, 'cannot be kept');
  assert.not.match(what, 'custom number prefix parser');
});

test('pages include/exclude, future flags and Markdown hooks that run code are notes', () => {
  const { notes } = migrate({
    future: { v4: true, experimental_faster: false }, markdown: { preprocessor: () => '', mdx1Compat: { comments: false } },
    presets: [['classic', { pages: { exclude: ['**/draft-*.md'] } }]],
  });
  assert.equal(notes.map((n) => n.key), ['future', 'markdown.preprocessor', 'markdown.mdx1Compat', 'presets.classic.pages.exclude']);
  assert.match(noteOf(notes, 'future') ?? '', 'v4:');
  assert.not.match(noteOf(notes, 'future') ?? '', 'experimental_faster', 'a flag set to false changes nothing');
});

test('the PWA and Vercel analytics plugins get notes that say what opdocs does instead; a Google tag without an id says what to give', () => {
  const { notes, config } = migrate({ plugins: [['@docusaurus/plugin-pwa', {}], ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1' }], ['@docusaurus/plugin-google-gtag', {}], ['@docusaurus/plugin-vercel-analytics', {}]] });
  assert.equal(config.googleTagManager, { containerId: 'GTM-1' });
  assert.equal(notes.map((n) => n.key), ['plugins: @docusaurus/plugin-pwa', 'plugins[2].trackingID', 'plugins: @docusaurus/plugin-vercel-analytics']);
  assert.match(notes[0].what, 'offline');
  assert.match(notes[1].what, 'give the measurement id as text, e.g. "G-ABC123"');
  assert.match(notes[2].what, '`scripts` or `headTags`');
});

test('locale settings that move URLs or folders are notes; label, direction and htmlLang carry over without one', () => {
  const { config, notes } = migrate({ i18n: {
    defaultLocale: 'en', locales: ['en', 'pt-BR'], path: 'translations',
    localeConfigs: { en: { label: 'English' }, 'pt-BR': { label: 'Português', path: 'pt', calendar: 'gregory', direction: 'ltr' } },
  } });
  assert.equal(notes.map((n) => n.key), ['i18n.path', 'i18n.localeConfigs.pt-BR.path']);
  assert.match(notes[1].what, 'served under /pt-BR/');
  assert.equal((config.i18n as { localeConfigs: unknown }).localeConfigs, { en: { label: 'English' }, 'pt-BR': { label: 'Português', direction: 'ltr' } });
});

test('a locale\'s htmlLang, label or direction that is not text is named as left out, not dropped silently', () => {
  const { config, notes } = migrate({ i18n: {
    defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { htmlLang: 1, label: 'English' }, fr: { direction: true, label: ['Français'] } },
  } });
  assert.equal(notes.map((n) => n.key), ['i18n.localeConfigs.en.htmlLang', 'i18n.localeConfigs.fr.label', 'i18n.localeConfigs.fr.direction']);
  assert.is(notes[0].what, '1 is not text, so it is left out; write it in quotes in site.config.json (e.g. "en")');
  assert.equal((config.i18n as { localeConfigs: unknown }).localeConfigs, { en: { label: 'English' } });
});

test('admonition keywords of a site\'s own are carried, the docs\' and the blog\'s in one list; turning admonitions or the defaults off is a note', () => {
  const { config, notes } = migrate({ presets: [['classic', {
    docs: { admonitions: { keywords: ['note', 'go', 'js'], extendDefaults: true } },
    blog: { admonitions: { keywords: ['js', 'release'], extendDefaults: false } },
  }]] });
  assert.equal((config.markdown as { admonitionKeywords?: string[] }).admonitionKeywords, ['go', 'js', 'release']);
  assert.equal(notes.map((n) => n.key), ['presets.classic.blog.admonitions']);
  assert.match(notes[0].what, 'extendDefaults: false is not carried');
  assert.match(noteOf(migrate({ presets: [['classic', { blog: { admonitions: false } }]] }).notes, 'presets.classic.blog.admonitions') ?? '', 'cannot be turned off');
  const plain = migrate({ presets: [['classic', { docs: { admonitions: { keywords: ['tip'] } } }]] });
  assert.equal(plain.notes, []);
  assert.is(plain.config.markdown, undefined);
});

test.run();
