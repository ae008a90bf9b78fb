import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fitToSchema } from '../../../../cli/commands/migrate.ts';
import type { MigrateNote } from '../../../../cli/migrate/map-config.ts';

const Fit = suite('fitToSchema: what the schema refuses is left out, each with a note');

function fit(config: Record<string, unknown>): { config: Record<string, unknown>; notes: string[] } {
  const notes: MigrateNote[] = [];
  fitToSchema(config, notes);
  return { config, notes: notes.map((n) => `${n.key}: ${n.what}`) };
}

Fit('notes name each dropped entry by its index in the Docusaurus config, not after earlier removals', () => {
  const { config, notes } = fit({
    title: 'T', url: 'https://e.org',
    navbar: { items: [{ type: 'nope' }, { type: 'nope' }, { to: '/a', label: 'A' }, { type: 'nope' }, { to: '/b', label: 'B', extra: 1 }] },
    footer: { links: [{ title: 'One', items: [{ label: 'no target' }, { label: 'ok', to: '/ok' }, { label: 'no target either' }] }] },
  });
  assert.equal((config.navbar as { items: { label: string }[] }).items.map((i) => i.label), ['A', 'B']);
  assert.equal(notes.map((n) => n.split(': ')[0]), [
    'navbar.items[0]', 'navbar.items[1]', 'navbar.items[3]', 'navbar.items[4]',
    'footer.links[0].items[0]', 'footer.links[0].items[2]',
  ]);
  assert.is(notes[3], 'navbar.items[4]: left out "extra": opdocs has no such key here');
});

Fit('a dropped list entry shifts nothing in other lists', () => {
  const { notes } = fit({
    title: 'T', url: 'https://e.org',
    footer: { links: [{ title: 'A', items: [{ label: 'x' }] }, { title: 'B', items: [{ label: 'ok', to: '/ok' }, { label: 'y' }] }, { title: 'C', items: [] }] },
  });
  assert.equal(notes.map((n) => n.split(': ')[0]), ['footer.links[0].items[0]', 'footer.links[1].items[1]']);
});

Fit.run();
