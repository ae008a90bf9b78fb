/**
 * Raw HTML in the config (announcement bar, footer copyright and items, navbar HTML) is written
 * into every page as it is: one that would swallow or break the rest of the page fails at its
 * key; whole fragments, optional end tags, void elements and SVG pass.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlFragmentProblem } from '../../../../cli/config/html-fragment';
import { parseConfig } from '../../../../cli/config/load-config';
import { asUserErrors, formatError } from '../../../../cli/errors';

test('whole fragments pass: nested and void elements, optional end tags, quoted ">" in attributes, SVG self-closing, comments, text with "<"', () => {
  for (const html of [
    '⭐ Star us on <a href="https://github.com/x/y" target="_blank" rel="noopener">GitHub</a>',
    'Copyright © 2026 <b>Acme</b>.<br>Built with opdocs<br />',
    '<ul><li>one<li>two</ul><p>para<p>another',
    '<a title="a > b" data-x=\'</div>\'>ok</a>',
    '<svg viewBox="0 0 10 10"><path d="M0 0L10 10" /><circle r="1"/></svg>',
    '<!-- a note --><span class="navbar-separator"></span>',
    '<script>if (a < b) document.title = "<b>";</script>',
    'a < b, and 3<4', '', '<img src="/x.png" alt=it\'s>', '<div><span>closed by the div</div>',
  ]) assert.is(htmlFragmentProblem(html), null, html);
});

test('fragments that would take over the rest of the page are named with what to do', () => {
  const cases: [string, string][] = [
    ['Welcome <!-- note', 'holds an HTML comment `<!--` that is never closed'],
    ['<div class="x">Sale', 'leaves `<div>` open'],
    ['<b>bold <i>both</b>', 'closes `<b>` with `<i>` inside it still open, which carries on into the rest of every page'],
    ['Done</div></div>', 'holds `</div>`, which closes no element it opened'],
    ['<span class="sep" />', 'holds `<span … />`, which HTML reads as an open `<span>`'],
    ['<textarea>notes', 'holds `<textarea>` without `</textarea>`'],
    ['<a href="https://x.org"', 'holds a tag `<a` that never ends with `>`'],
    ['<a title="unclosed>Text</a>', 'holds a tag `<a` that never ends with `>`'],
  ];
  for (const [html, message] of cases) assert.match(htmlFragmentProblem(html)?.message ?? 'no problem', message, html);
});

test('each raw HTML key of site.config.json is checked, and blamed at its own line', () => {
  const text = [
    '{', '  "title": "T",', '  "url": "https://example.com",',
    '  "announcementBar": { "content": "New! <!-- draft" },',
    '  "footer": { "copyright": "<b>Acme", "links": [{ "html": "<span />" }] },',
    '  "navbar": { "items": [{ "type": "html", "value": "</nav>" }, { "html": "<i>Hub", "href": "https://x.org" }] }',
    '}',
  ].join('\n');
  let printed: string[] = [];
  try {
    parseConfig(text, '/site/site.config.json', {});
  } catch (err) {
    printed = (asUserErrors(err) ?? []).map((e) => formatError(e, '/site').split('\n')[0]);
  }
  assert.equal(printed.sort(), [
    'site.config.json:4:35  error  announcementBar.content: holds an HTML comment `<!--` that is never closed, so it hides the rest of every page',
    'site.config.json:5:28  error  footer.copyright: leaves `<b>` open, so it would take in the rest of every page',
    'site.config.json:5:59  error  footer.links[0].html: holds `<span … />`, which HTML reads as an open `<span>`: it takes in the rest of every page',
    'site.config.json:6:52  error  navbar.items[0].value: holds `</nav>`, which closes no element it opened, so it would close one of the page\'s own',
    'site.config.json:6:74  error  navbar.items[1].html: leaves `<i>` open, so it would take in the rest of every page',
  ]);
});

test.run();
