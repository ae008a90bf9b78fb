import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { noteCustomNavbarItems } from '../../../../cli/migrate/custom-navbar-items.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Custom = suite('migrate: navbar items of a custom kind and the swizzle that draws them');

const config = { navbar: { items: [{ to: '/a', label: 'A' }, { type: 'custom-chat', room: 'lobby' }] } };

Custom('no note when the site\'s ComponentTypes is applied', () => {
  const dir = writeSiteFiles('opdocs-migrate-custom-applied', {
    'src/theme/NavbarItem/ComponentTypes.js': "import Types from '@theme-original/NavbarItem/ComponentTypes';\nexport default { ...Types, 'custom-chat': () => null };\n",
  });
  assert.equal(noteCustomNavbarItems(config, dir), []);
});

Custom('an item whose ComponentTypes is left out is noted at the item, pointing at the swizzle\'s note', () => {
  const dir = writeSiteFiles('opdocs-migrate-custom-left-out', {
    'src/theme/NavbarItem/ComponentTypes.js': "import { useNavbarCodeTabs } from '@docusaurus/theme-common/internal';\nexport default { dropdown: () => useNavbarCodeTabs(), 'custom-chat': () => null };\n",
  });
  assert.equal(noteCustomNavbarItems(config, dir), [{
    key: 'navbar.items[1]',
    what: 'kept, but draws nothing: src/theme/NavbarItem/ComponentTypes, which maps it to a component, is not applied (see its note); the type is "custom-chat"',
  }]);
});

Custom('an item of a site without ComponentTypes is noted too', () => {
  const dir = writeSiteFiles('opdocs-migrate-custom-none', { 'docs/a.md': '# A\n' });
  const notes = noteCustomNavbarItems(config, dir);
  assert.is(notes.length, 1);
  assert.match(notes[0].what, 'the site has no src/theme/NavbarItem/ComponentTypes');
});

Custom.run();
