/**
 * A logo image with its link, as the navbar and the footer take it (Docusaurus' `logo` of
 * both): one schema, so the two read the same keys.
 */
import * as z from 'zod';

/** The `logo` of the navbar or the footer; `where` words the descriptions. */
export function logoSchema(where: 'navbar' | 'footer') {
  return z.strictObject({
    src: z.string().meta({ description: 'Logo image, a path under static/ or a URL.', examples: ['img/logo.svg'] }),
    srcDark: z.string().optional().meta({ description: 'Logo image for the dark colour mode, a path under static/. Default: `src` in both modes.', examples: ['img/logo-dark.svg'] }),
    alt: z.string().meta({ description: 'Text alternative for the logo (required for accessibility; "" when text beside it already names the site).', examples: ['TyKO logo'] }),
    href: z.string().optional().describe(where === 'navbar' ? 'Where the logo links to. Default: the home page.' : 'Where the logo links to. Default: no link.'),
    target: z.string().optional().describe('Where the link opens, as the HTML attribute ("_self", "_blank"). Default: a new tab for a URL of another site, else the same tab.'),
    width: z.number().min(0).optional().describe('Rendered width in CSS pixels.'),
    height: z.number().min(0).optional().describe('Rendered height in CSS pixels.'),
  });
}
