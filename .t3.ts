import { parseMarkdown } from './cli/pipeline/parse/markdown';
const show = (source: string, isMdx = false) => { const r = parseMarkdown({ source, file: '/d/x.mdx', lineOffset: 2, isMdx, resolveImage: (s, p) => { console.log('IMG', s, p); return undefined; } }); console.log(r.html); console.log(r.errors.map(e => `${e.line}:${e.column} ${e.message}`)); return r; };
show(`1. Step one

   :::note
   inside list
   :::

   \`\`\`bash
   echo hi
     indented
   \`\`\`
2. Two
Para text
:::tip
tip text
:::

Setext
------

<img src="/a.png" alt="x">
`);
show(`import useBaseUrl from '@docusaurus/useBaseUrl';

Text \`<Tabs>\` ok and {/* hidden
comment */} after.

<div className={styles.x}>
  <img src={useBaseUrl('/img/a.png')} />
</div>

<Tabs groupId="x">

Value {1 + 2} and \\{escaped}

## Heading {#my-id}

\`\`\`jsx
<Tabs>{x}</Tabs>
\`\`\`
{/* truncate */}
rest
`, true);
