/**
 * The Content Security Policy of a production build: scripts only from the site's own origin
 * (plus the analytics host, when configured) and the build's own inline scripts by hash, so a
 * host can serve the site without 'unsafe-inline'. The boot data is `type="application/json"`,
 * which browsers never execute, so it needs no hash.
 */
import { createHash } from 'node:crypto';

/** The bodies of every `<script>` without `src` in `html` (JSON data blocks excluded). */
export function inlineScriptBodies(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    out.push(m[2]);
  }
  return out;
}

/** The policy text for the given inline scripts and extra script origins. */
export function renderCsp(scripts: string[], origins: string[] = []): string {
  const hashes = [...new Set(scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`))].sort();
  return [`script-src 'self' ${[...hashes, ...[...new Set(origins)].sort()].join(' ')}`.trim(), "object-src 'none'", "base-uri 'self'"].join('; ');
}

/** The origin of an absolute or protocol-relative script URL, for the policy (relative URLs are 'self'). */
export function originOf(src: string | undefined): string[] {
  if (!src) return [];
  try {
    if (src.startsWith('//')) return [new URL(`https:${src}`).origin];
    return /^https?:\/\//i.test(src) ? [new URL(src).origin] : [];
  } catch {
    return [];
  }
}

/** A `_headers` file (Netlify, Cloudflare Pages) that sends the policy with every response. */
export function renderHeadersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}
