/** `__proto__` and other Object.prototype names as keys of hand-written data: reported or kept, never lost or polluting. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { protoKeyProblems } from '../../../../cli/config/proto-keys';
import { parseAuthors, parseTags } from '../../../../cli/pipeline/routes/blog-meta';
import { parseFrontMatter } from '../../../../cli/pipeline/parse/front-matter';

const polluted = () => (({}) as Record<string, unknown>).polluted;

test('every own "__proto__" key is found with its path, however deep, and a shared object is walked once', () => {
  const inner = JSON.parse('{"__proto__": {"polluted": 1}, "ok": 2}');
  const value = { a: [inner, inner], b: { c: inner } };
  assert.equal(protoKeyProblems(value).map((p) => p.path), [['a', 0, '__proto__']]);
  assert.equal(protoKeyProblems({ constructor: { prototype: 1 }, toString: 'x' }), []);
});

test('an author keyed "__proto__" is an error at its line, and the other authors, "constructor" and "toString" among them, are kept', () => {
  const text = 'ann:\n  name: Ann\n__proto__:\n  name: Proto\n  polluted: yes\nconstructor:\n  name: Ctor\ntoString:\n  name: Ts\n';
  const { authors, errors } = parseAuthors({ file: '/site/blog/authors.yml', rel: 'authors.yml', text }, '/blog/authors');
  assert.equal(errors.map((e) => [e.line, e.message]), [[3, 'authors file: `__proto__`: JavaScript takes this key for the object\'s prototype, so its entry would be lost']]);
  assert.equal([...authors.keys()], ['ann', 'constructor', 'toString']);
  assert.is(authors.get('constructor')?.name, 'Ctor');
  assert.is(polluted(), undefined);
});

test('a tag keyed "__proto__" in tags.yml is an error at its line, not a tag defined and then called undefined', () => {
  const text = 'news:\n  label: News\n__proto__:\n  label: Proto\n';
  const { tags, errors } = parseTags({ file: '/site/blog/tags.yml', rel: 'tags.yml', text });
  assert.equal(errors.map((e) => [e.line, e.column]), [[3, 1]]);
  assert.equal([...(tags?.keys() ?? [])], ['news']);
});

test('"__proto__" in front matter, at the top or inside sidebar_custom_props, is an error at its key and pollutes nothing', () => {
  const text = '---\ntitle: T\n__proto__:\n  polluted: top\nsidebar_custom_props:\n  icon: x\n  __proto__:\n    polluted: props\n---\n\nBody\n';
  const { data, errors } = parseFrontMatter(text, '/site/docs/a.md', 'doc');
  assert.equal(errors.map((e) => [e.line, e.message]), [
    [3, 'front matter: `__proto__`: JavaScript takes this key for the object\'s prototype, so its entry would be lost'],
    [7, 'front matter: `sidebar_custom_props.__proto__`: JavaScript takes this key for the object\'s prototype, so its entry would be lost'],
  ]);
  assert.is(data.title, 'T');
  assert.equal(data.sidebar_custom_props, { icon: 'x' });
  assert.is(polluted(), undefined);
});

test.run();
