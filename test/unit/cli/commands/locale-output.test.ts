import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { otherLocaleFolders } from '../../../../cli/commands/locale-output.ts';

const i18n = { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: {} } as never;

test("the default locale's worker is told the other locales' folders, whose offline pages it keeps", () => {
  assert.equal(otherLocaleFolders({ i18n }, 'en'), ['fr/', 'ar/']);
});

test("another locale's worker, whose scope holds no other locale, is told none", () => {
  assert.equal(otherLocaleFolders({ i18n }, 'fr'), []);
  assert.equal(otherLocaleFolders({ i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} } as never }, 'en'), []);
});

test.run();
