/**
 * Absolute URLs in a post's feed content (behaviors §11.8): a feed reader shows the HTML away
 * from the site, so every `a[href]`, `img[src]` and `img[srcset]` is resolved against the
 * post's own address, as Docusaurus does; "#part" becomes "<post URL>#part" and "img/a.png"
 * the image beside the post. Other elements keep their attributes as written.
 */
import { decodeEntities } from '../../runtime/islands/markers.js';

const TAG = /<(a|img)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ATTRIBUTE = /(\s)(href|src|srcset)=("([^"]*)"|'([^']*)')/gi;

function resolve(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url; // not a URL the reader could follow either: leave it as written
  }
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Each candidate of a srcset resolved, its width or density descriptor kept. */
function resolveSrcset(srcset: string, base: string): string {
  return srcset.split(',').map((candidate) => {
    const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
    return [resolve(url, base), ...descriptors].join(' ');
  }).join(', ');
}

/** `html` with the links and images of its `a` and `img` elements made absolute against `postUrl`. */
export function absolutizeFeedHtml(html: string, postUrl: string): string {
  return html.replace(TAG, (tag, name: string) => {
    const img = name.toLowerCase() === 'img';
    return tag.replace(ATTRIBUTE, (whole, space: string, attr: string, _q: string, dq?: string, sq?: string) => {
      const key = attr.toLowerCase();
      if (img ? key === 'href' : key !== 'href') return whole;
      const value = decodeEntities(dq ?? sq ?? '');
      if (value === '') return whole;
      const absolute = key === 'srcset' ? resolveSrcset(value, postUrl) : resolve(value, postUrl);
      return `${space}${attr}="${escape(absolute)}"`;
    });
  });
}
