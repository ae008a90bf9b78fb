/**
 * Something the suites of one test process share because it is dear to start (a Chromium, the
 * TyKO build). The first acquire starts it; it stops on the next turn of the event loop after
 * the last release. uvu starts the next suite (whose before() acquires again) within the same
 * turn, so suites that follow one another keep it, and the process is not held open by it.
 * A process that is handed its files one at a time (scripts/uvu-queue.mjs) imports the next
 * file some turns later, so it holds everything shared until it has run its last file.
 */

type Entry = { value: Promise<unknown>; users: number; closing?: NodeJS.Immediate; stop(): Promise<void> };

let holding = false;
const open = new Set<Entry>();

/** Keeps every shared thing alive after its last release (or no longer); returns the earlier setting. */
export function holdShared(hold = true): boolean {
  const was = holding;
  holding = hold;
  return was;
}

/** Stops every shared thing still open. */
export async function stopAllShared(): Promise<void> {
  holding = false;
  await Promise.all([...open].map((entry) => entry.stop()));
}

export interface Shared<T> {
  /** The shared value, started if needed, and the release the caller owes once done. */
  acquire(): { value: Promise<T>; release(): void };
}

/**
 * `start` is given a `forget` to call when what it started can no longer serve (a crashed
 * browser, say): the next acquire then starts a new one.
 */
export function shared<T>(start: (forget: () => void) => Promise<T>, stop: (value: T) => Promise<void>): Shared<T> {
  let current: Entry | null = null;
  const end = (entry: Entry) => {
    if (current === entry) current = null;
    open.delete(entry);
  };
  return {
    acquire() {
      if (!current) {
        const entry: Entry = {
          value: start(() => end(entry)),
          users: 0,
          async stop() {
            end(entry);
            if (entry.closing) clearImmediate(entry.closing);
            await (entry.value as Promise<T>).then(stop, () => undefined);
          },
        };
        current = entry;
        open.add(entry);
        // One that failed to start is not handed to the next suite.
        entry.value.catch(() => end(entry));
      }
      const mine = current;
      mine.users++;
      if (mine.closing) clearImmediate(mine.closing);
      let released = false;
      return {
        value: mine.value as Promise<T>,
        release() {
          if (released) return;
          released = true;
          if (--mine.users > 0 || holding) return;
          mine.closing = setImmediate(() => void mine.stop());
        },
      };
    },
  };
}
