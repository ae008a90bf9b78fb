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

Fit('one unknown shape among footer links leaves out that link, not the whole list; an unset url says it is unset', () => {
  const { config, notes } = fit({
    title: 'T', url: 'https://e.org',
    footer: { links: [{ title: 'A', items: [{ label: 'a', to: '/a' }] }, { title: 'B', items: [{ label: 'b', href: 'https://b.example' }, { icon: 'x' }] }] },
  });
  assert.equal(config.footer, { links: [{ title: 'A', items: [{ label: 'a', to: '/a' }] }, { title: 'B', items: [{ label: 'b', href: 'https://b.example' }] }] });
  assert.equal(notes.map((n) => n.split(': ')[0]), ['footer.links[1].items[1]']);
  try {
    fit({ title: 'T' });
    assert.unreachable('a config without url cannot be written');
  } catch (err) {
    assert.match((err as Error).message, 'docusaurus.config gives no url (it is unset or empty)');
  }
});

Fit.run();
