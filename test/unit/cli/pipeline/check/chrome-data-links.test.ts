/** data: URLs as navbar, footer and logo links are refused at their place in the config. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { chromeDataLinks } from '../../../../../cli/pipeline/check/chrome-data-links';
import { formatError } from '../../../../../cli/errors';
import { writeSiteFiles } from '../../../../helpers/site-files';

const Links = suite('data: URLs as chrome links');

Links('a data: href or to in a navbar item, a dropdown, the logo or a footer column is an error at its line; images and other links pass', async () => {
  const config = {
    title: 'T', url: 'https://example.com', baseUrl: '/',
    navbar: {
      logo: { alt: 'Logo', src: 'data:image/svg+xml,<svg/>', href: ' DATA:text/html,x' },
      items: [
        { label: 'Ok', href: 'https://example.com/data:x' },
        { label: 'Drop', type: 'dropdown', items: [{ label: 'In', to: 'data:text/html,<script>alert(1)</script>' }] },
      ],
    },
    footer: { links: [{ title: 'C', items: [{ label: 'F', href: 'da\tta:text/plain,hi' }, { label: 'Mail', href: 'mailto:a@example.com' }] }] },
  };
  const dir = writeSiteFiles('opdocs-chrome-data-links-', { 'site.config.json': JSON.stringify(config, null, 1), 'content/docs/intro.md': '# Intro\n' });
  const lines = chromeDataLinks(await loadConfig(dir)).map((e) => formatError(e, dir).split('\n')[0]);
  assert.equal(lines.map((l) => l.replace(/ is a data: URL.*/, '')), [
    'site.config.json:9:12  error  navbar.logo.href: " DATA:text/html,x"',
    'site.config.json:22:13  error  navbar.items[1].items[0].to: "data:text/html,<script>alert(1)</script>"',
    'site.config.json:35:15  error  footer.links[0].items[0].href: "da\\tta:text/plain,hi"',
  ]);
});

Links.run();
