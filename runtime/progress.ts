/**
 * The top progress bar (behaviors §6.3): shown only when a page change takes longer than
 * 200 ms, trickles forward while loading, completes and fades when the new route rendered.
 */

const STYLE_ID = 'opdocs-progress-style';
// Sites written for Docusaurus set --docusaurus-progress-bar-color, so that name is read first;
// ours is the fallback (base.css also defaults the first to ours), so either name works.
const COLOR = 'var(--docusaurus-progress-bar-color,var(--opdocs-progress-bar-color,var(--ifm-color-primary,#1f5fa6)))';
const CSS =
  '#nprogress{pointer-events:none}' +
  `#nprogress .bar{background:${COLOR};position:fixed;` +
  'z-index:1031;top:0;left:0;width:100%;height:2px;transition:transform .2s ease,opacity .2s ease}' +
  '#nprogress .peg{display:block;position:absolute;right:0;width:100px;height:100%;opacity:1;' +
  `box-shadow:0 0 10px ${COLOR},0 0 5px ${COLOR};` +
  'transform:rotate(3deg) translate(0,-4px)}' +
  '@media (prefers-reduced-motion:reduce){#nprogress .bar{transition:none}}';

/** Timers and document used by the bar; tests inject a fake clock. */
export interface ProgressEnv {
  document?: Document;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Delay before the bar appears, default 200 ms. */
  delay?: number;
  /** Source of the trickle's randomness, default Math.random. */
  random?: () => number;
}

/** Controls one progress bar. */
export interface ProgressBar {
  /** Arms the delayed bar for a pathname-changing load. */
  start(): void;
  /** The route rendered (or loading stopped): cancel the timer or complete the bar. */
  done(): void;
  isVisible(): boolean;
}

/** Creates a progress bar bound to a document. */
export function createProgressBar(env: ProgressEnv = {}): ProgressBar {
  const doc = () => env.document ?? document;
  const later = env.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const cancel = env.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const delay = env.delay ?? 200;
  const random = env.random ?? Math.random;
  let pending: unknown = null;
  let trickle: unknown = null;
  let bar: HTMLElement | null = null;
  let amount = 0;

  const setAmount = (n: number) => {
    amount = n;
    if (bar) (bar.firstElementChild as HTMLElement).style.transform = `translateX(${((n - 1) * 100).toFixed(2)}%)`;
  };
  // nprogress 0.2.0's pace (behaviors §6.3): every 800 ms up to 2% more, never past 99.4%, so
  // a long load creeps rather than racing to the end.
  const step = () => {
    setAmount(Math.min(amount + random() * 0.02, 0.994));
    trickle = later(step, 800);
  };
  const show = () => {
    pending = null;
    const d = doc();
    if (!d.getElementById(STYLE_ID)) {
      const style = d.createElement('style');
      style.id = STYLE_ID;
      style.textContent = CSS;
      d.head.appendChild(style);
    }
    d.getElementById('nprogress')?.remove();
    bar = d.createElement('div');
    bar.id = 'nprogress';
    bar.setAttribute('aria-hidden', 'true');
    bar.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    d.body.appendChild(bar);
    setAmount(0.08);
    trickle = later(step, 800);
  };

  return {
    start() {
      if (pending !== null || bar) return;
      pending = later(show, delay);
    },
    done() {
      if (pending !== null) cancel(pending);
      pending = null;
      if (!bar) return;
      if (trickle !== null) cancel(trickle);
      trickle = null;
      const finished = bar;
      bar = null;
      amount = 1;
      (finished.firstElementChild as HTMLElement).style.transform = 'translateX(0%)';
      later(() => {
        (finished.firstElementChild as HTMLElement).style.opacity = '0';
        later(() => finished.remove(), 200);
      }, 200);
    },
    isVisible: () => bar !== null,
  };
}
