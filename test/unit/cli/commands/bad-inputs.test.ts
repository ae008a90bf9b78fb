/**
 * The catalogue of bad inputs (test/fixtures/bad-*): each fixture fails the build with every
 * problem named at file:line:column, with a hint, no stack, and the previous output untouched.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const BadInputs = suite('bad-input catalogue');

/** fixture → every error it must report, formatted as printed (sorted as the build reports them). */
const cases: [string, string[]][] = [
  ["bad-authors-permalink", [
    "content/blog/authors.yml:4:16  error  route /blog/authors/../../../../escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-authors-yml-list", [
    "content/blog/authors.yml:1:1  error  authors file: expected a map of keys to entries\n  hint: write `key:` lines at the top level",
  ]],
  ["bad-blog-date", [
    "content/blog/2025-13-45-x.md:1:1  error  blog post file name has an impossible date 2025-13-45\n  hint: use a real date (YYYY-MM-DD, month 01–12, day within the month) in the file name, or set `date:` in the front matter",
  ]],
  ["bad-blog-slug", [
    "content/blog/2025-01-01-hello.md:3:7  error  route /blog/../../../escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-category-array", [
    "content/docs/guide/_category_.json:1:1  error  category file must hold an object of settings, got a list\n  hint: e.g. { \"label\": \"Guides\", \"position\": 2 }",
  ]],
  ["bad-category-null", [
    "content/docs/guide/_category_.json:1:1  error  category file must hold an object of settings, got null\n  hint: e.g. { \"label\": \"Guides\", \"position\": 2 }",
  ]],
  ["bad-category-yaml-list", [
    "content/docs/guide/_category_.yml:1:1  error  category file must hold an object of settings, got a list\n  hint: e.g. `label: Guides` and `position: 2` on their own lines",
  ]],
  ["bad-doc-tags-nested", [
    "content/docs/tagged.md:2:8  error  front matter: `tags[0]` must be a tag key or { label, permalink }, got a list\n  hint: use a tag key or { label, permalink }, e.g. `release`",
    "content/docs/tagged.md:2:16  error  front matter: `tags[1].label`: missing required key\n  hint: add it, e.g. `label: Release`",
    "content/docs/tagged.md:2:17  error  front matter: `tags[1].colour`: unknown key\n  hint: allowed: description, label, permalink",
  ]],
  ["bad-docs-empty", [
    "site.config.json:4:62  error  navbar.items[0]: can't find any sidebar with id \"tutorialSidebar\": the docs folder content/docs has no Markdown files\n  hint: add Markdown files to the docs folder, set `docs.path` to the folder that has them, or remove this navbar item",
  ]],
  ["bad-docs-missing", [
    "site.config.json:4:62  error  navbar.items[0]: can't find any sidebar with id \"tutorialSidebar\": the docs folder content/docs does not exist\n  hint: add Markdown files to the docs folder, set `docs.path` to the folder that has them, or remove this navbar item",
  ]],
  ["bad-front-matter-list", [
    "content/docs/list.md:2:1  error  front matter must be a map of keys to values, got a list\n  hint: write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`",
  ]],
  ["bad-front-matter-scalar", [
    "content/docs/scalar.md:2:1  error  front matter must be a map of keys to values, got \"just some words\"\n  hint: write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`",
  ]],
  ["bad-generated-index-slug", [
    "content/docs/guide/_category_.json:3:48  error  route /docs/../../../escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-image-outside", [
    "content/docs/intro.md:3:11  error  image ../../../../../../../../../../../../../etc/passwd is outside the site folder; it would publish /etc/passwd\n  hint: copy the image into the site (next to this file or under static/) and link to it there",
  ]],
  ["bad-image-static-outside", [
    "content/docs/intro.md:3:11  error  image /../../../../../../../../../../../../etc/passwd is outside the site folder; it would publish /etc/passwd\n  hint: copy the image into the site (next to this file or under static/) and link to it there",
  ]],
  ["bad-image-symlink", [
    "content/docs/intro.md:3:9  error  image ./img/leak.png is outside the site folder; it would publish /etc/hostname\n  hint: copy the image into the site (next to this file or under static/) and link to it there",
  ]],
  ["bad-latin1", [
    "content/docs/intro.md:4:4  error  file is not valid UTF-8 (it looks like Latin-1 or another legacy encoding)\n  hint: save the file as UTF-8 in your editor, or convert it: iconv -f latin1 -t utf-8",
  ]],
  ["bad-page-doc-collision", [
    "content/pages/docs/intro.md  error  two pages claim the route /docs/intro: content/docs/intro.md (doc) and content/pages/docs/intro.md (page)\n  hint: change the slug or file name of one of them so each route has one page",
  ]],
  ["bad-page-react-collision", [
    "content/pages/about.tsx  error  two pages claim the route /about: content/pages/about.md (page) and content/pages/about.tsx (React page)\n  hint: change the slug or file name of one of them so each route has one page",
  ]],
  ["bad-post-front-matter-list", [
    "content/blog/2025-01-01-hello.md:2:1  error  front matter must be a map of keys to values, got a list\n  hint: write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`",
  ]],
  ["bad-post-tags-nested", [
    "content/blog/2025-01-01-hello.md:3:8  error  front matter: `tags[0]` must be a tag key or { label, permalink }, got a list\n  hint: use a tag key or { label, permalink }, e.g. `release`",
    "content/blog/2025-01-01-hello.md:3:16  error  front matter: `tags[1].label`: missing required key\n  hint: add it, e.g. `label: Release`",
    "content/blog/2025-01-01-hello.md:3:17  error  front matter: `tags[1].colour`: unknown key\n  hint: allowed: description, label, permalink",
  ]],
  ["bad-react-syntax", [
    "content/pages/broken.tsx:3:1  error  server bundle: The character \"}\" is not valid inside a JSX element\n  hint: fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)",
    "content/pages/broken.tsx:4:1  error  server bundle: Unexpected end of file before a closing \"main\" tag\n  hint: fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)",
  ]],
  ["bad-react-throws", [
    "content/pages/boom.tsx:2:9  error  rendering /boom failed: the boom page cannot render\n  hint: fix the React page at this position; it threw while rendering on the server",
  ]],
  ["bad-react-undefined", [
    "content/pages/gallery.tsx  error  rendering /gallery failed: Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: undefined.\n  hint: a component this page draws is undefined (or not a component): check the imports of this page and of the components it draws: a default import of a file that has only named exports or the reverse, `require(…)` without `.default`, or a name the package does not export",
  ]],
  ["bad-slug-backslash", [
    "content/docs/evil.md:2:7  error  route /docs/a%5C..%5C..%5Cescaped contains a backslash or a NUL character\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-slug-bad-percent", [
    "content/docs/evil.md:2:7  error  route /docs/100% is not a valid percent-encoded path\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-slug-dotdot", [
    "content/docs/evil.md:2:7  error  route /docs/../../../escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-slug-nul", [
    "content/docs/evil.md:2:7  error  route /docs/a%00b contains a backslash or a NUL character\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-slug-percent", [
    "content/docs/evil.md:2:7  error  route /docs/%2e%2e/%2E%2E/%2e%2e/escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-static-assets", [
    // assets/manual.pdf is the site's own: only hashed names and opdocs' folders are reserved.
    "content/static/assets/client-4F7ZQ2KD.js  error  static file assets/client-4F7ZQ2KD.js would replace opdocs' own assets/client-4F7ZQ2KD.js\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
    "content/static/assets/search/extra.json  error  static file assets/search/extra.json would replace opdocs' own assets/search/extra.json\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-headers-csp", [
    "content/static/_headers  error  static file _headers would replace the generated _headers\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-service-worker", [
    "content/static/sw.js  error  static file sw.js would replace opdocs' own sw.js\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-shadows-feed", [
    "content/static/blog/rss.xml  error  static file blog/rss.xml would replace the generated blog/rss.xml\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-shadows-route", [
    "content/static/docs/intro/index.html  error  static file docs/intro/index.html would replace the page /docs/intro (content/docs/intro.md)\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-site-data", [
    "content/static/__opdocs.json  error  static file __opdocs.json would replace opdocs' own __opdocs.json\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-static-sitemap", [
    "content/static/sitemap.xml  error  static file sitemap.xml would replace opdocs' own sitemap.xml\n  hint: rename or move the static file; files under static/ must not shadow generated routes or opdocs files",
  ]],
  ["bad-tags-permalink", [
    "content/blog/tags.yml:3:14  error  route /blog/tags/../../../../escaped contains a \".\" or \"..\" segment, which would write outside the output folder\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`",
  ]],
  ["bad-tags-yml-scalar", [
    "content/blog/tags.yml:1:1  error  tags file: expected a map of keys to entries\n  hint: write `key:` lines at the top level",
  ]],
  ["bad-tags-yml-typo", [
    "content/blog/tags.yml:2:3  error  tags file: `release.lable`: unknown key\n  hint: did you mean \"label\"? allowed: description, label, permalink",
  ]],
  ["bad-unclosed-comment", [
    "content/docs/intro.md:5:1  error  HTML comment `<!--` is never closed, so it hides the rest of the page\n  hint: close it with `-->`, or write `&lt;!--` to show the characters",
  ]],
];

for (const [name, expected] of cases) {
  BadInputs(`${name}: reports ${expected.length === 1 ? 'its problem' : 'all its problems'} with a location and a hint, and writes nothing`, async () => {
    const dir = copyFixture(name);
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build', '__opdocs.json'), '{"baseUrl":"/","buildId":"previous"}');
    let caught: unknown;
    try {
      await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
    } catch (err) {
      caught = err;
    }
    const user = asUserErrors(caught);
    assert.ok(user, `expected user errors, got ${caught instanceof Error ? caught.stack : String(caught)}`);
    assert.equal(user.map((e) => formatError(e, dir)), expected);
    for (const e of user) assert.not.match(e.message, 'opdocs bug');
    assert.equal(readdirSync(join(dir, 'build')), ['__opdocs.json']);
    assert.is(readFileSync(join(dir, 'build', '__opdocs.json'), 'utf8'), '{"baseUrl":"/","buildId":"previous"}');
    assert.equal(readdirSync(dir).filter((f) => f.includes('.opdocs-')), []);
  });
}

BadInputs.run();
