/**
 * Raw HTML in the config (announcement bar, footer copyright and items, navbar HTML) goes into
 * every page: one that would swallow or break the rest of the page is found and mended as HTML
 * reads it; whole fragments, optional end tags, void elements and SVG are left as written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlFragmentProblem } from '../../../../cli/config/html-fragment';
import { parseConfig } from '../../../../cli/config/load-config';

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

test('each raw HTML key of site.config.json that is not whole is mended, as HTML reads it, so it ends where it ends; whole ones stay as written', () => {
  const config = parseConfig(JSON.stringify({
    title: 'T', url: 'https://example.com',
    announcementBar: { content: 'New! <!-- draft' },
    footer: { copyright: 'Copyright © <a href="https://acme.example">Acme</a>', links: [{ html: '<div class="qr"><a class="scan"><img src="/qr.png" alt="QR"></div>' }, { html: '<small>Archived<small>' }] },
    navbar: { items: [{ type: 'html', value: '</nav>Hi' }, { html: '<i>Hub', href: 'https://x.org' }, { type: 'html', value: '<image src="/i.png" alt="icon" />' }] },
  }), '/site/site.config.json', {});
  assert.is(config.announcementBar?.content, 'New! <!-- draft-->');
  assert.is(config.footer?.copyright, 'Copyright © <a href="https://acme.example">Acme</a>', 'a whole fragment is kept byte for byte');
  const [qr, small] = config.footer!.links as { html: string }[];
  assert.is(qr.html, '<div class="qr"><a class="scan"><img src="/qr.png" alt="QR"></a></div>');
  assert.is(small.html, '<small>Archived<small></small></small>');
  const [nav, hub, icon] = config.navbar.items as { value?: string; html?: string }[];
  assert.is(nav.value, 'Hi', 'a stray end tag goes');
  assert.is(hub.html, '<i>Hub</i>');
  assert.is(icon.value, '<image src="/i.png" alt="icon" />', 'HTML reads <image> as <img>: nothing to mend');
});

test.run();
