/** A logo image the config names but the static folder lacks is reported at that key's line. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite } from '../../../../cli/pipeline/site';

test('a missing navbar or footer logo is an error at its src or srcDark line, not at the top of the config', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-logo-position-'));
  try {
    mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
    mkdirSync(join(dir, 'content', 'static', 'img'), { recursive: true });
    writeFileSync(join(dir, 'content', 'static', 'img', 'there.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'content', 'docs', 'a.md'), '# A\n');
    writeFileSync(join(dir, 'site.config.json'), [
      '{',
      '  "title": "T", "url": "https://e.org", "baseUrl": "/",',
      '  "navbar": {',
      '    "logo": {',
      '      "alt": "Home",',
      '      "src": "img/gone.png",',
      '      "srcDark": "img/gone-dark.png"',
      '    }',
      '  },',
      '  "footer": { "logo": { "alt": "Mark", "src": "/img/there.svg" } }',
      '}',
      '',
    ].join('\n'));
    const { errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => [e.message, e.line, e.column]), [
      ['image not found: /img/gone.png', 6, 14],
      ['image not found: /img/gone-dark.png', 7, 18],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
