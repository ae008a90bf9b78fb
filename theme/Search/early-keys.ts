/**
 * Keys typed between a request to open the search modal and the modal taking the focus. The
 * modal's code is imported on first open, so a reader who presses Ctrl+K and types at once
 * typed into the page meanwhile, and the query began with whatever came after ("rics" for
 * "metrics"). The keys are held here instead and become the start of the query.
 */

/** A running catch; `stop` ends it and returns the text typed so far. */
export interface EarlyKeys {
  stop(): string;
}

/** Starts catching printable keys (and Backspace) on `win`; shortcuts with a modifier pass. */
export function catchEarlyKeys(win: Window = window): EarlyKeys {
  let text = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if ([...event.key].length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    // Neither the page (a focused field, a site's own shortcut) nor "/" sees the key: it is the query's.
    event.preventDefault();
    event.stopPropagation();
  };
  win.addEventListener('keydown', onKeyDown, true);
  return {
    stop() {
      win.removeEventListener('keydown', onKeyDown, true);
      return text;
    },
  };
}
