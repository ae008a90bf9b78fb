/**
 * javascript: URLs in site.config.json's links: React draws the link dead, Docusaurus builds
 * the site anyway, so opdocs warns at the value's line instead of failing or staying silent.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scriptUrlWarningsIn } from '../../../../cli/config/script-url-values';
import { formatError } from '../../../../cli/errors';

const printed = (text: string) => scriptUrlWarningsIn(text, '/site/site.config.json')
  .map((w) => `${w.level} ${formatError(w.error, '/site', 'warning').split('\n')[0]}`);

test('a navbar href, a footer href and docs.editUrl holding javascript: each warn at their value', () => {
  const text = [
    '{',
    '  "navbar": { "items": [{ "href": "javascript:alert(1)", "label": "A" }] },',
    '  "footer": { "links": [{ "title": "T", "items": [{ "label": "B", "href": " JaVa\\tScript:void(0)" }] }] },',
    '  "docs": { "editUrl": "javascript:alert(3)//" }',
    '}',
  ].join('\n');
  assert.equal(printed(text), [
    'warn site.config.json:2:35  warning  navbar.items[0].href: "javascript:alert(1)" is a javascript: URL, which React does not render: the link on the page does nothing',
    'warn site.config.json:3:75  warning  footer.links[0].items[0].href: " JaVa\\tScript:void(0)" is a javascript: URL, which React does not render: the link on the page does nothing',
    'warn site.config.json:4:24  warning  docs.editUrl: "javascript:alert(3)//" is a javascript: URL, which React does not render: the link on the page does nothing',
  ]);
});

test('ordinary links, other schemes, labels and customFields holding javascript: are left alone', () => {
  const text = JSON.stringify({
    navbar: { items: [{ href: 'https://github.com/x', label: 'javascript:1' }, { to: '/docs' }, { href: 'mailto:a@b.c' }] },
    customFields: { href: 'javascript:alert(1)' },
    docs: { editUrl: 'https://github.com/x/edit/main/' },
  });
  assert.equal(printed(text), []);
});

test('a vbscript: href is named as such, and bare javascript: entries of scripts and stylesheets warn that they never load', () => {
  const text = [
    '{',
    '  "footer": { "links": [{ "title": "T", "items": [{ "label": "B", "href": "vbscript:msgbox" }] }] },',
    '  "scripts": ["https://cdn.example/a.js", "javascript:alert(1)"],',
    '  "stylesheets": [" javascript:x"]',
    '}',
  ].join('\n');
  assert.equal(printed(text), [
    'warn site.config.json:2:75  warning  footer.links[0].items[0].href: "vbscript:msgbox" is a vbscript: URL, which no current browser runs: the link on the page does nothing',
    'warn site.config.json:3:43  warning  scripts[1]: "javascript:alert(1)" is a javascript: URL, from which a browser loads no script',
    'warn site.config.json:4:19  warning  stylesheets[0]: " javascript:x" is a javascript: URL, from which a browser loads no stylesheet',
  ]);
});

test.run();
