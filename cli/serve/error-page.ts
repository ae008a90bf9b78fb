/**
 * The page shown in the browser, instead of the site, while a watch-mode rebuild is failing.
 * It carries the reload script, so fixing the file brings the site back without a manual refresh.
 */
import { renderReloadScript } from './live-reload.js';

import { escapeHtml } from '../../runtime/escape-html.js';

export { escapeHtml };

/** Renders the build error page for the formatted error text. */
export function renderBuildErrorPage(message: string, baseUrl: string, version = 0): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build failed · opdocs</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;background:#1b1b1d;color:#e3e3e3}
h1{color:#ff8080;font-size:1.5rem;margin:0 0 1rem}
pre{white-space:pre-wrap;background:#000;padding:1rem;border-radius:6px;border-left:4px solid #ff8080;overflow:auto}
</style>
</head>
<body>
<main>
<h1>Build failed</h1>
<pre role="alert">${escapeHtml(message)}</pre>
<p>Fix the problem and save: this page reloads by itself.</p>
</main>
${renderReloadScript(baseUrl, version)}
</body>
</html>
`;
}
