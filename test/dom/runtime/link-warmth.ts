/**
 * For tests of what links warm: a stand-in router recording each prefetch and preload, and an
 * IntersectionObserver the test drives by hand (which links it watches, and when one is seen).
 */
import type { Router } from '../../../runtime/router';

export interface LinkWarmth {
  /** "prefetch <href>" and "preload <href>", in order. */
  calls: string[];
  /** The elements the observer watches now. */
  observed: Element[];
  /** The last observer's callback, to report entries with. */
  callback: IntersectionObserverCallback | null;
  router: Router;
  /** The stand-in class, for globalThis.IntersectionObserver. */
  Observer: new (cb: IntersectionObserverCallback) => IntersectionObserver;
  /** Forgets what was recorded (before each test). */
  reset(): void;
}

/** A recorder; `name` writes each href as the calls list it (the whole URL by default). */
export function createLinkWarmth(name: (href: string) => string = (href) => href): LinkWarmth {
  const warmth: LinkWarmth = {
    calls: [],
    observed: [],
    callback: null,
    router: {
      navigate: async () => {},
      prefetch: (href: string) => void warmth.calls.push(`prefetch ${name(href)}`),
      preload: async (href: string) => void warmth.calls.push(`preload ${name(href)}`),
      handleClick: () => {},
      handlePopState: async () => {},
      install: () => () => {},
      refresh: async () => {},
    } as Router,
    Observer: class {
      constructor(cb: IntersectionObserverCallback) {
        warmth.callback = cb;
      }
      observe(el: Element) {
        warmth.observed.push(el);
      }
      unobserve(el: Element) {
        warmth.observed = warmth.observed.filter((o) => o !== el);
      }
      disconnect() {
        warmth.observed = [];
      }
    } as unknown as LinkWarmth['Observer'],
    reset() {
      warmth.calls = [];
      warmth.observed = [];
      warmth.callback = null;
    },
  };
  return warmth;
}
