/**
 * micromark's text content, merged in linear time. After tokenizing a paragraph, micromark
 * joins each run of adjacent `data` tokens into one by deleting the rest of the run from the
 * paragraph's event list (`splice`), which moves every later event: one move of the whole
 * tail per run. A paragraph breaks into a run at every character that might start markup
 * (brackets, tabs and line starts, `h`/`w` of a possible autolink), so one long paragraph costs
 * (runs × events): 64,000 `[a]` in a paragraph took 51 s, 48,000 tab-indented lines 33 s.
 *
 * Here the runs are joined in one pass first, exactly as micromark would join them, so its own
 * pass finds nothing left to join and goes on to its line-suffix step unchanged.
 *
 * micromark does not export its text initializer, so it is reached by file. It is the very
 * module micromark's parser imports (the same file for Node, and one module in esbuild's bundle
 * of cli/); test/unit/cli/pipeline/parse/mdx/text-data-merge.test.ts fails if it ever is not.
 */
import type { Event, Resolver } from 'micromark-util-types';
import { text } from '../../../../node_modules/micromark/lib/initialize/text.js';

/** Joins each run of adjacent `data` tokens into its first token, in place; returns `events`. */
export function mergeDataRuns(events: Event[]): Event[] {
  let write = 0;
  let read = 0;
  while (read < events.length) {
    const first = events[read];
    if (first[1].type !== 'data') {
      events[write++] = events[read++];
      continue;
    }
    // A run: enter and exit of its first token, then every following event that is data too.
    let end = read + 1;
    while (end < events.length && events[end][1].type === 'data') end++;
    if (end - read > 2) first[1].end = events[end - 1][1].end;
    events[write++] = first;
    if (end - read > 1) events[write++] = events[read + 1];
    read = end;
  }
  events.length = write;
  return events;
}

type MarkedResolver = Resolver & { mergesDataRuns?: true };

/** Whether micromark's text resolver now merges the runs here first (once per process). */
export function mergesDataRuns(): boolean {
  return (text.resolveAll as MarkedResolver).mergesDataRuns === true;
}

if (!mergesDataRuns()) {
  const original = text.resolveAll as Resolver;
  const resolveAll: MarkedResolver = (events, context) => original(mergeDataRuns(events), context);
  resolveAll.mergesDataRuns = true;
  text.resolveAll = resolveAll;
}
