import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getCacheControl, getContentType, isCompressible, isHashedAsset } from '../../../../cli/serve/content-types.js';

const Types = suite('content-types');

Types('recognises bundler hashes only under assets/', () => {
  assert.ok(isHashedAsset('assets/client-AB12CD34.js'));
  assert.ok(isHashedAsset('assets/chunks/route.7f3a9c1e2b.mjs'));
  assert.not.ok(isHashedAsset('assets/JETBRAINS.woff2'));
  assert.not.ok(isHashedAsset('assets/logo.svg'));
  assert.not.ok(isHashedAsset('assets/getting-overview.js'));
  assert.not.ok(isHashedAsset('img/client-AB12CD34.js'));
});

Types('serves feed stylesheets (.xsl) with an XML type, which browsers require to apply them', () => {
  assert.is(getContentType('blog/rss.xsl'), 'text/xsl; charset=utf-8');
  assert.ok(isCompressible('blog/rss.xsl'));
});

Types('revalidates html, route data and sw.js, and stores nothing in dev', () => {
  assert.is(getCacheControl('docs/index.html', false), 'no-cache');
  assert.is(getCacheControl('docs/__data.json', false), 'no-cache');
  assert.is(getCacheControl('sw.js', false), 'no-cache');
  assert.is(getCacheControl('assets/client-AB12CD34.js', true), 'no-store');
});

Types('videos, audio and PDFs from static/ carry their type, so Safari plays them and a PDF opens in the browser', () => {
  assert.equal(['clip.mp4', 'clip.webm', 'talk.MP3', 'guide.pdf'].map(getContentType), ['video/mp4', 'video/webm', 'audio/mpeg', 'application/pdf']);
  assert.not.ok(isCompressible('clip.mp4'));
});

Types('maps unknown extensions to octet-stream and skips compressing images', () => {
  assert.is(getContentType('a/b.bin'), 'application/octet-stream');
  assert.is(getContentType('x.MJS'), 'text/javascript; charset=utf-8');
  assert.is(getContentType('x.avif'), 'image/avif');
  assert.is(getContentType('x.ico'), 'image/x-icon');
  assert.ok(isCompressible('x.css'));
  assert.not.ok(isCompressible('x.png'));
  assert.not.ok(isCompressible('x.woff2'));
});

Types.run();
