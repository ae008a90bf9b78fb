import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { createProgressBar } from '../../../runtime/progress';

/** A manual clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}

const bar = suite('createProgressBar');
bar.before(() => void installDom());
bar.before.each(() => void resetDom());

bar('never shows the bar for a load that finishes within 200 ms', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock });
  progress.start();
  clock.advance(199);
  progress.done();
  clock.advance(5000);
  assert.is(document.getElementById('nprogress'), null);
  assert.not.ok(progress.isVisible());
});

bar('shows the bar only once the load took 200 ms, then removes it after done', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock });
  progress.start();
  clock.advance(199);
  assert.is(document.getElementById('nprogress'), null);
  clock.advance(1);
  const el = document.querySelector('#nprogress .bar');
  assert.ok(el, 'bar element exists');
  assert.ok(document.getElementById('opdocs-progress-style')?.textContent?.includes('z-index:1031'));
  progress.done();
  clock.advance(1000);
  assert.is(document.getElementById('nprogress'), null);
});

bar('moves the bar forward while loading lasts', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock });
  progress.start();
  clock.advance(200);
  const el = document.querySelector<HTMLElement>('#nprogress .bar')!;
  const first = el.style.transform;
  clock.advance(1600);
  assert.is.not(el.style.transform, first);
  progress.done();
});

bar('starts at 8% and trickles by at most 2% every 800 ms, as nprogress does', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock, random: () => 1 });
  progress.start();
  clock.advance(200);
  const el = document.querySelector<HTMLElement>('#nprogress .bar')!;
  assert.is(el.style.transform, 'translateX(-92.00%)');
  clock.advance(799);
  assert.is(el.style.transform, 'translateX(-92.00%)', 'no step before 800 ms');
  clock.advance(1);
  assert.is(el.style.transform, 'translateX(-90.00%)');
  clock.advance(800 * 4);
  assert.is(el.style.transform, 'translateX(-82.00%)');
  progress.done();
  assert.is(el.style.transform, 'translateX(0%)', 'done fills the bar');
});

bar('never trickles past 99.4%', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock, random: () => 1 });
  progress.start();
  clock.advance(200 + 800 * 100);
  assert.is(document.querySelector<HTMLElement>('#nprogress .bar')!.style.transform, 'translateX(-0.60%)');
  progress.done();
});

bar('injects its style once across several loads', () => {
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock });
  for (let i = 0; i < 2; i++) {
    progress.start();
    clock.advance(300);
    progress.done();
    clock.advance(1000);
  }
  assert.is(document.querySelectorAll('#opdocs-progress-style').length, 1);
});

const baseCss = readFileSync(new URL('../../../theme/styles/base.css', import.meta.url), 'utf8');

/** The bar's colour with the theme's base.css and then `siteCss` (a site's customCss) loaded. */
function barColour(siteCss: string): string {
  for (const css of [baseCss, siteCss]) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  }
  const clock = fakeClock();
  const progress = createProgressBar({ document, ...clock });
  progress.start();
  clock.advance(200);
  const colour = getComputedStyle(document.querySelector('#nprogress .bar')!).backgroundColor;
  progress.done();
  clock.advance(1000);
  return colour;
}

bar('takes its colour from --docusaurus-progress-bar-color, as Docusaurus sites set it', () => {
  assert.is(barColour(':root { --ifm-color-primary: rgb(0, 0, 255); --docusaurus-progress-bar-color: rgb(255, 0, 0); }'), 'rgb(255, 0, 0)');
});

bar('falls back to --opdocs-progress-bar-color, then to the primary colour', () => {
  assert.is(barColour(':root { --ifm-color-primary: rgb(0, 0, 255); --opdocs-progress-bar-color: rgb(0, 128, 0); }'), 'rgb(0, 128, 0)');
  resetDom();
  assert.is(barColour(':root { --ifm-color-primary: rgb(0, 0, 255); }'), 'rgb(0, 0, 255)');
});

bar.run();
