import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fitToSchema } from '../../../../cli/commands/migrate.ts';
import { mapThemeConfig } from '../../../../cli/migrate/map-theme-config.ts';
import type { MigrateNote } from '../../../../cli/migrate/map-config.ts';

const Navbar = suite('migrate: a Docusaurus navbar\'s logo sizes and item kinds opdocs lacks');

/** The themeConfig mapped and fitted as `opdocs migrate` does; its notes as "key: what". */
function migrate(navbar: Record<string, unknown>) {
  const out: Record<string, unknown> = { title: 'T', url: 'https://e.org' };
  const notes: MigrateNote[] = [];
  mapThemeConfig({ navbar }, 'T', false, out, (key, what) => notes.push({ key, what }));
  fitToSchema(out, notes);
  return { navbar: out.navbar as { logo?: Record<string, unknown>; items: { label?: string }[] }, notes: notes.map((n) => `${n.key}: ${n.what}`) };
}

Navbar('a logo size written as a CSS pixel string is the number Docusaurus\' <img> attribute gives', () => {
  const { navbar, notes } = migrate({ title: 'Docs', logo: { src: 'img/logo.svg', alt: 'Logo', width: '101px', height: '40' } });
  assert.equal(navbar.logo, { src: 'img/logo.svg', alt: 'Logo', width: 101, height: 40 });
  assert.equal(notes, []);
});

Navbar('any other size string is left out with a note, the logo stays', () => {
  const { navbar, notes } = migrate({ logo: { src: 'img/logo.svg', alt: 'Logo', width: 'auto', height: 32 } });
  assert.equal(navbar.logo, { src: 'img/logo.svg', alt: 'Logo', height: 32 });
  assert.is(notes.length, 1);
  assert.match(notes[0], /^navbar\.logo\.width: left out/);
});

Navbar('an item of a custom kind is kept with its keys; one of an unknown kind is left out, the note naming the kinds opdocs has', () => {
  const { navbar, notes } = migrate({
    items: [{ to: '/a', label: 'A' }, { type: 'custom-chat', position: 'right', room: 'lobby' }, { type: 'sparkle', label: 'S' }, { to: '/b', label: 'B' }],
  });
  assert.equal(navbar.items.map((i) => i.label), ['A', undefined, 'B']);
  assert.equal(navbar.items[1], { type: 'custom-chat', position: 'right', room: 'lobby' });
  assert.is(notes.length, 1);
  assert.match(notes[0], /^navbar\.items\[2\]: left out: opdocs has no item of type "sparkle"; its kinds are "default", /);
  assert.match(notes[0], '"docSidebar"');
  assert.match(notes[0], /"custom-<name>"$/);
});

Navbar('an item of a custom kind inside a dropdown is left out with a note, the dropdown stays', () => {
  const { navbar, notes } = migrate({ items: [{ label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'custom-chat' }] }] });
  assert.equal((navbar.items[0] as { items: unknown[] }).items, [{ to: '/a', label: 'A' }]);
  assert.is(notes.length, 1);
  assert.match(notes[0], /^navbar\.items\[0\]\.items\[1\]: left out: opdocs has no item of type "custom-chat" inside a dropdown /);
});

Navbar('an item of a known kind missing a key keeps the schema\'s own message', () => {
  const { notes } = migrate({ items: [{ type: 'doc', label: 'No id' }] });
  assert.is(notes.length, 1);
  assert.not.match(notes[0], 'has no item of type');
});

Navbar.run();
