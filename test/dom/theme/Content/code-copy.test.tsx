/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { click, renderWithSite, resetBody } from '../pages/page-env';
import { MarkdownContent } from '../../../../theme/Content/MarkdownContent';
import { HtmlBlock } from '../../../../runtime/html-block';

const CODE_HTML =
  '<div class="code-block" data-language="yaml"><div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code class="language-yaml">' +
  '<span class="code-line">a: 1</span>\n<span class="code-line code-line--highlighted">b: 2</span></code></pre>' +
  '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy"><span class="code-block__copy-label">Copy</span></button></div></div>';

/** Hand-driven timers: the test decides when 1000 ms have passed. */
function installFakeTimers() {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  globalThis.setTimeout = ((fn: () => void, ms = 0) => {
    const id = nextId++;
    pending.set(id, { at: now + ms, fn });
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout;
  return {
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.fn();
        }
      }
    },
    restore() {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}

/** Lets the clipboard promise chain settle. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

const test = suite('code copy delegation');
let copied: string[] = [];
test.before.each(() => {
  resetBody();
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (text: string) => void copied.push(text) },
    configurable: true,
  });
});

test('copies the code text and shows "Copied" for 1000 ms', async () => {
  const timers = installFakeTimers();
  try {
    const { container } = renderWithSite(
      <MarkdownContent>
        <HtmlBlock html={CODE_HTML} id="doc" />
      </MarkdownContent>,
    );
    const button = container.querySelector('.code-block__copy')!;
    click(button.querySelector('.code-block__copy-label'));
    await flush();
    assert.equal(copied, ['a: 1\nb: 2']);
    assert.is(button.textContent, 'Copied');
    assert.is(button.getAttribute('aria-label'), 'Copied');
    timers.advance(999);
    assert.is(button.textContent, 'Copied');
    timers.advance(1);
    assert.is(button.textContent, 'Copy');
    assert.is(button.getAttribute('aria-label'), 'Copy code to clipboard');
  } finally {
    timers.restore();
  }
});

test('a status line in the page says "Copied" to screen readers, and is emptied with the label', async () => {
  const timers = installFakeTimers();
  try {
    const { container } = renderWithSite(
      <MarkdownContent>
        <HtmlBlock html={CODE_HTML} id="doc" />
      </MarkdownContent>,
    );
    const status = () => document.querySelector('[role="status"]');
    assert.ok(status(), 'the live region exists before the first copy');
    assert.is(status()!.textContent, '');
    click(container.querySelector('.code-block__copy'));
    await flush();
    assert.is(status()!.textContent, 'Copied');
    timers.advance(1000);
    assert.is(status()!.textContent, '');
    assert.is(document.querySelectorAll('[role="status"]').length, 1, 'one status line for the page');
  } finally {
    timers.restore();
  }
});

test('falls back to a textarea and execCommand when the Clipboard API fails', async () => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: () => Promise.reject(new Error('denied')) },
    configurable: true,
  });
  let selected = '';
  const doc = document as Document & { execCommand: (cmd: string) => boolean };
  const original = doc.execCommand;
  doc.execCommand = (cmd: string) => {
    selected = cmd === 'copy' ? ((document.querySelector('textarea') as HTMLTextAreaElement | null)?.value ?? '') : '';
    return true;
  };
  try {
    const { container } = renderWithSite(
      <MarkdownContent>
        <HtmlBlock html={CODE_HTML} id="doc" />
      </MarkdownContent>,
    );
    click(container.querySelector('.code-block__copy'));
    await flush();
    assert.is(selected, 'a: 1\nb: 2');
    assert.is(document.querySelector('textarea'), null);
    assert.is(container.querySelector('.code-block__copy')!.textContent, 'Copied');
  } finally {
    doc.execCommand = original;
  }
});

test('content that unmounts while it says "Copied" empties the status line, so the next copy is announced', async () => {
  const { container, unmount } = renderWithSite(
    <MarkdownContent>
      <HtmlBlock html={CODE_HTML} id="doc" />
    </MarkdownContent>,
  );
  click(container.querySelector('.code-block__copy'));
  await flush();
  assert.is(document.querySelector('[role="status"]')!.textContent, 'Copied');
  unmount();
  assert.is(document.querySelector('[role="status"]')!.textContent, '');
});

test('stops listening once the content unmounts', async () => {
  const { container, unmount } = renderWithSite(
    <MarkdownContent>
      <HtmlBlock html={CODE_HTML} id="doc" />
    </MarkdownContent>,
  );
  const button = container.querySelector('.code-block__copy')!;
  unmount();
  document.body.appendChild(button);
  click(button);
  await flush();
  assert.equal(copied, []);
});

test.run();
