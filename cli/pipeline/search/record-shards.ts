/**
 * The record shards of the embedded index: each record's JSON bytes, as its page entry holds
 * them, copied in id order into files of about `shardChars` bytes.
 */
import type { IndexManifest } from '../../../runtime/search/index-format.js';
import type { IndexEntry } from './index-entries.js';

export interface ShardInput {
  entries: IndexEntry[];
  /** Entry and record within it of each id. */
  entryOf: Uint32Array;
  localOf: Uint32Array;
  count: number;
  shardChars: number;
  /** Files between two pauses (yield). */
  filesPerStep: number;
  /** Adds a shard to the index's files; returns its name. */
  add(shard: Uint8Array): string;
}

const OPEN = Buffer.from('{"records":[');

/** Writes the shards; returns the manifest's list of them. Pauses every few dozen files. */
export function* recordShards(input: ShardInput): Generator<void, IndexManifest['docs']> {
  const docs: IndexManifest['docs'] = [];
  let made = 0;
  for (let from = 0; from < input.count;) {
    if (++made % input.filesPerStep === 0) yield;
    const { shard, to } = nextShard(input, from);
    docs.push({ from, file: input.add(shard) });
    from = to;
  }
  return docs;
}

const bytesOf = (e: IndexEntry, i: number) => e.storedEnds[i] - (i ? e.storedEnds[i - 1] : 0);

/** The shard starting at record `from`, and the id after its last record. */
function nextShard(input: ShardInput, from: number): { shard: Buffer; to: number } {
  const { entries, entryOf, localOf, count, shardChars } = input;
  let to = from;
  let size = OPEN.length + 2;
  while (to < count && size < shardChars) {
    size += bytesOf(entries[entryOf[to]], localOf[to]) + 1;
    to++;
  }
  const shard = Buffer.allocUnsafe(size - 1);
  let at = OPEN.copy(shard, 0);
  for (let id = from; id < to; id++) {
    const e = entries[entryOf[id]];
    const i = localOf[id];
    if (id > from) shard[at++] = 0x2c; // ,
    // Buffer's copy, not set() of a subarray: making a view per record was most of the shards'
    // cost (about 80 ms of a 1,000-doc index's 700 in a CPU profile; now under 15).
    at += e.stored.copy(shard, at, i ? e.storedEnds[i - 1] : 0, e.storedEnds[i]);
  }
  shard[at++] = 0x5d; // ]
  shard[at++] = 0x7d; // }
  return { shard, to };
}

