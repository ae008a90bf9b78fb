import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCodeMeta, renderCodeBlock } from '../../../../../cli/pipeline/parse/code-block';

const test = suite('code blocks');

test('meta gives a quoted title, highlighted line ranges and line numbers; an unquoted title is no title, as in Docusaurus', () => {
  assert.equal(parseCodeMeta('title="values.yaml" {1,3-5}'), { title: 'values.yaml', highlighted: new Set([1, 3, 4, 5]), hasRanges: true, lineNumbersStart: null });
  assert.is(parseCodeMeta("title='a b.sh'").title, 'a b.sh');
  assert.is(parseCodeMeta('title=x.yaml').title, null);
  assert.is(parseCodeMeta('showLineNumbers').lineNumbersStart, 1);
  assert.is(parseCodeMeta('title="a" showLineNumbers=12').lineNumbersStart, 12);
  assert.equal(parseCodeMeta(''), { title: null, highlighted: new Set(), hasRanges: false, lineNumbersStart: null });
});

test('magic comments highlight lines and disappear; explicit ranges leave them as code', () => {
  const html = renderCodeBlock({ lang: 'text', meta: '', code: 'a();\n// highlight-next-line\nb();\nc();' });
  assert.match(html, '<span class="code-line">a();</span>\n<span class="code-line code-line--highlighted">b();</span>\n<span class="code-line">c();</span>');
  assert.not.match(html, 'highlight-next-line');
  const ranged = renderCodeBlock({ lang: 'js', meta: '{1}', code: '// highlight-next-line\nb();' });
  assert.match(ranged, '<span class="code-line code-line--highlighted"><span class="hljs-comment">// highlight-next-line</span></span>');
});

test('showLineNumbers marks the block for the theme\'s line counter and sets a later first number', () => {
  const html = renderCodeBlock({ lang: 'text', meta: 'showLineNumbers=5', code: 'x\ny' });
  assert.match(html, '<div class="code-block theme-code-block code-block--line-numbers" data-language="text">');
  assert.match(html, '<code class="language-text" style="counter-reset:code-line 4">');
  assert.match(renderCodeBlock({ lang: 'text', meta: 'showLineNumbers', code: 'x' }), '<code class="language-text"><span');
  assert.not.match(renderCodeBlock({ lang: 'text', meta: '', code: 'x' }), 'line-numbers');
});

test('renders the full code-block markup: Docusaurus\' theme class, title, per-line spans, then the copy button (the wrap toggle is added in the browser)', () => {
  const html = renderCodeBlock({ lang: 'yaml', meta: 'title="x.yaml" {2}', code: 'a: 1\nb: 2' });
  assert.is(html,
    '<div class="code-block theme-code-block" data-language="yaml"><div class="code-block__title">x.yaml</div>' +
    '<div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code class="language-yaml">' +
    '<span class="code-line"><span class="hljs-attr">a:</span> <span class="hljs-number">1</span></span>\n' +
    '<span class="code-line code-line--highlighted"><span class="hljs-attr">b:</span> <span class="hljs-number">2</span></span>' +
    '</code></pre><div class="code-block__buttons">' +
    '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">' +
    '<span class="code-block__copy-label">Copy</span></button></div></div></div>');
});

test('keeps highlight spans balanced on every line of a multi-line token', () => {
  const html = renderCodeBlock({ lang: 'js', meta: '', code: '/* one\ntwo */\nx();' });
  const lines = html.match(/<span class="code-line">.*?<\/span>(?=\n|<\/code>)/g)!;
  assert.is(lines.length, 3);
  for (const line of lines) {
    assert.is((line.match(/<span/g) ?? []).length, (line.match(/<\/span>/g) ?? []).length, line);
  }
  assert.ok(lines[1].includes('<span class="hljs-comment">two */</span>'));
});

test('shell aliases highlight as bash', () => {
  for (const lang of ['sh', 'shell', 'console', 'bash']) {
    assert.match(renderCodeBlock({ lang, meta: '', code: 'echo "hi"' }), '<span class="hljs-built_in">echo</span>');
  }
});

test('log, text and unknown languages come out as escaped plain text', () => {
  for (const lang of ['log', 'text', 'plaintext', 'brainfudge', '']) {
    const html = renderCodeBlock({ lang, meta: '', code: '<b> & "x"' });
    assert.not.match(html, 'hljs');
    assert.match(html, '<span class="code-line">&lt;b&gt; &amp; &quot;x&quot;</span>');
  }
  assert.match(renderCodeBlock({ lang: '', meta: '', code: 'x' }), 'data-language="text"');
});

test('escapes the title', () => {
  assert.match(renderCodeBlock({ lang: 'text', meta: 'title="<x>"', code: '' }), '<div class="code-block__title">&lt;x&gt;</div>');
});

test('the same code again, in the same or another language and with other line marks, gets its own markup', () => {
  const code = 'kind: Cluster\nreplicas: 3';
  const plain = renderCodeBlock({ lang: 'yaml', meta: '', code });
  assert.is(renderCodeBlock({ lang: 'yaml', meta: '', code }), plain, 'the same block twice: the same markup');
  const marked = renderCodeBlock({ lang: 'yaml', meta: '{2}', code });
  assert.match(marked, '<span class="code-line code-line--highlighted">');
  assert.not.match(plain, 'code-line--highlighted', 'the first block kept no line marks of the second');
  const asText = renderCodeBlock({ lang: 'text', meta: '', code });
  assert.not.match(asText, 'hljs-', 'another language is highlighted anew');
  assert.match(plain, 'hljs-');
});

test.run();
