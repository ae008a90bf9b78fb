/** Every shipped locale file translates exactly the theme's English texts, placeholders and plural forms included. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_TEXTS } from '../../../../cli/texts/built-in-texts.ts';
import english from '../../../../cli/texts/locales/en.ts';
import { selectPluralForm } from '../../../../theme/texts/text-lookup.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** `theme.*` ids the code names as string literals (prefixes such as `theme.CodeBlock.` aside). */
function idsInSource(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !path.includes(join('cli', 'texts', 'locales'))) {
        for (const m of readFileSync(path, 'utf8').matchAll(/'(theme\.[A-Za-z0-9_.]+)'/g)) ids.add(m[1]);
      }
    }
  };
  for (const dir of ['theme', 'cli', 'runtime']) walk(join(ROOT, dir));
  return ids;
}

test("the English set holds every theme text id the code looks up", () => {
  const known = Object.keys(english);
  // An id the code names that is neither in the set nor a prefix of ids in it (SearchTranslations' groups).
  const missing = [...idsInSource()].filter((id) => !Object.hasOwn(english, id) && !known.some((k) => k.startsWith(id.endsWith('.') ? id : `${id}.`)));
  assert.equal(missing, []);
});

test('the shipped languages are the twelve the theme promises', () => {
  assert.equal(Object.keys(BUILT_IN_TEXTS).sort(), ['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'zh-Hans']);
});

for (const [code, texts] of Object.entries(BUILT_IN_TEXTS)) {
  test(`${code}: the file has exactly the English ids, each with a non-empty text`, () => {
    assert.equal(Object.keys(texts).sort(), Object.keys(english).sort());
    assert.equal(Object.entries(texts).filter(([, text]) => !text.trim()).map(([id]) => id), []);
  });

  test(`${code}: each text has the same placeholders as the English one`, () => {
    const wrong = Object.keys(english).filter((id) => placeholders(texts[id] ?? '').join() !== placeholders(english[id]).join());
    assert.equal(wrong, []);
  });

  test(`${code}: plural texts have one form per plural category whole numbers reach, and every count but 1 shows its number`, () => {
    const rules = new Intl.PluralRules(code);
    const counts = Array.from({ length: 1001 }, (_, n) => n);
    const categories = new Set(counts.map((n) => rules.select(n)));
    for (const id of Object.keys(english).filter((i) => english[i].includes('|'))) {
      assert.is(texts[id].split('|').length, categories.size, `${id} in ${code}`);
      for (const n of counts) {
        if (n === 1) continue;
        assert.match(selectPluralForm(code, n, texts[id]), /\{\w+\}/, `${id} in ${code} for ${n}`);
      }
    }
  });
}

test.run();
