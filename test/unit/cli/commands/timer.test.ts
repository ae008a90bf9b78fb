import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTimer } from '../../../../cli/commands/timer.ts';
import { colorErrors, hasColor } from '../../../../cli/colors.ts';

const Timer = suite('build step lines and the terminal progress line');

function fakeStream(isTTY: boolean) {
  const out: string[] = [];
  return { out, stream: { isTTY, write: (s: string) => (out.push(s), true) } as never };
}

Timer('on a terminal, shows progress only once a step has run for a second, and clears it before the step line', () => {
  const saved = { CI: process.env.CI, NO_COLOR: process.env.NO_COLOR };
  delete process.env.CI;
  process.env.NO_COLOR = '1';
  let clock = 0;
  const { out, stream } = fakeStream(true);
  const timer = createTimer(false, stream, () => clock);
  clock = 500;
  timer.progress('render', 10, 100, 'pages rendered');
  assert.equal(out, [], 'nothing before a second');
  clock = 1500;
  timer.progress('render', 60, 100, 'pages rendered');
  assert.equal(out, ['\r\u001b[2K  render          60/100 pages rendered']);
  timer.step('render', '100 pages');
  assert.equal(out.slice(1), ['\r\u001b[2K', '  render            1500 ms  100 pages\n']);
  Object.assign(process.env, saved);
  if (saved.CI === undefined) delete process.env.CI;
  if (saved.NO_COLOR === undefined) delete process.env.NO_COLOR;
});

Timer('in a pipe or CI log, prints plain step lines and no progress line', () => {
  let clock = 0;
  const { out, stream } = fakeStream(false);
  const timer = createTimer(false, stream, () => clock);
  clock = 5000;
  timer.progress('load', 1, 2, 'files parsed');
  timer.step('load');
  assert.equal(out, ['  load              5000 ms\n']);
});

Timer('colour is on for a terminal, off with NO_COLOR or without a terminal, on with FORCE_COLOR', () => {
  assert.ok(hasColor({ isTTY: true }, {}));
  assert.not.ok(hasColor({ isTTY: true }, { NO_COLOR: '1' }));
  assert.not.ok(hasColor({ isTTY: false }, {}));
  assert.not.ok(hasColor({ isTTY: true }, { TERM: 'dumb' }));
  assert.ok(hasColor({ isTTY: false }, { FORCE_COLOR: '1' }));
  assert.is(colorErrors('a.md:1:2  error  bad\n  hint: fix', false), 'a.md:1:2  error  bad\n  hint: fix');
  assert.is(colorErrors('a.md:1:2  error  bad\n  hint: fix', true), 'a.md:1:2  \u001b[31m\u001b[1merror\u001b[22m\u001b[39m  bad\n  \u001b[36mhint:\u001b[39m fix');
});

Timer.run();
