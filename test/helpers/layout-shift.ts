/**
 * Layout shift of a page in Chromium, read once the page has settled. An observer installed
 * before any page script keeps every shift, so a test reads a complete total as soon as the
 * page is done (loaded, hydrated, fonts in, two frames painted) instead of waiting a fixed time.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from './browser.ts';
import { within } from './bounded.ts';

export interface LayoutShift {
  /** Sum of shift scores not caused by input. */
  total: number;
  /** Each moved node with how far it moved, in CSS pixels. */
  sources: { name: string; moved: number }[];
}

type Store = { __shifts?: { observer: PerformanceObserver; total: number; sources: LayoutShift['sources']; take(list: PerformanceEntryList): void } };

/** Makes every document of `target` (a context, a page, or a pooled page's lender) record its layout shifts from the start. */
export async function recordLayoutShifts(target: Pick<Page, 'addInitScript'> | Pick<BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const store = {
      total: 0,
      sources: [] as { name: string; moved: number }[],
      take(list: PerformanceEntryList) {
        for (const e of list as Shift[]) {
          if (e.hadRecentInput) continue;
          store.total += e.value;
          for (const s of e.sources ?? []) {
            const moved = Math.max(Math.abs(s.currentRect.x - s.previousRect.x), Math.abs(s.currentRect.y - s.previousRect.y),
              Math.abs(s.currentRect.width - s.previousRect.width), Math.abs(s.currentRect.height - s.previousRect.height));
            // An element by its tag and class attribute (an SVG's className is no string), in its parent's class.
            const el = s.node as Element | undefined;
            const name = el?.getAttribute ? `${el.nodeName.toLowerCase()}.${el.getAttribute('class') ?? ''} in .${el.parentElement?.getAttribute('class') ?? ''}` : s.node?.nodeName || '?';
            store.sources.push({ name, moved });
          }
        }
      },
      observer: null as unknown as PerformanceObserver,
    };
    store.observer = new PerformanceObserver((list) => store.take(list.getEntries()));
    store.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as Store).__shifts = store;
  });
}

/**
 * Waits until the page has settled (load event, hydration, web fonts, then two frames so the
 * last layout is measured) and returns the shifts recorded since the document started.
 * The page must have been opened after {@link recordLayoutShifts}.
 */
export async function settledLayoutShift(page: Page): Promise<LayoutShift> {
  await page.waitForLoadState('load');
  await waitForHydration(page);
  return within(page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const store = (window as unknown as Store).__shifts;
    if (!store) throw new Error('layout shifts are not recorded: call recordLayoutShifts before opening the page');
    // Entries the observer holds but has not delivered yet.
    store.take(store.observer.takeRecords());
    return { total: store.total, sources: store.sources };
  }), 'web fonts and two frames before measuring layout shifts');
}

/**
 * Replays, on a page opened with scripts off, every first paint its parser could make: the body
 * is cut after each element or text node in turn (from the last back to the render-blocking
 * target, before which nothing paints) and every box still drawn in the first `viewportHeight` pixels is
 * compared with where it is on the whole page. Returns each box that moved a pixel or more, with
 * the cut that moved it. Boxes that are empty at the cut draw nothing and cannot shift.
 */
export async function halfParsedMoves(page: Page, viewportHeight: number): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  // No named functions inside: the test runner's transform would wrap them in a helper the page lacks.
  return page.evaluate((bottom) => {
    // Text nodes are cut points too: the parser may paint an element before its text arrives.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    const expect = document.querySelector('head link[rel="expect"][blocking="render"]');
    const target = expect && document.getElementById(expect.getAttribute('href')!.slice(1));
    const first = target ? nodes.indexOf(target) : 0;
    const whole = nodes.map((n) => (n instanceof Element ? n.getBoundingClientRect() : null));
    const moved = new Map<Node, string>();
    for (let cut = nodes.length - 1; cut > first; cut--) {
      (nodes[cut] as ChildNode).remove();
      for (let i = 0; i < cut; i++) {
        const before = whole[i];
        // Chrome reports the moves of a plain inline element (an inline code span) as its text's,
        // and only whole boxes are asked here to stay put.
        if (!before || moved.has(nodes[i]) || before.top > bottom || before.width === 0 || getComputedStyle(nodes[i] as Element).display === 'inline') continue;
        const now = (nodes[i] as Element).getBoundingClientRect();
        const by = Math.max(Math.abs(before.x - now.x), Math.abs(before.y - now.y));
        if (by >= 1 && now.width > 0 && now.height > 0) {
          const [box, parent, missing] = [nodes[i], nodes[i].parentElement!, nodes[cut]].map((n) => (n instanceof Element
            ? `${n.nodeName.toLowerCase()}.${(n.getAttribute('class') ?? '').split(' ')[0]}`
            : `text "${(n.textContent ?? '').trim().slice(0, 20)}"`));
          moved.set(nodes[i], `${box} in ${parent} moved ${by.toFixed(1)}px while ${missing} was not parsed`);
        }
      }
    }
    return [...moved.values()];
  }, viewportHeight);
}
