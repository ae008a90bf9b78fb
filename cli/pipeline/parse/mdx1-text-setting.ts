/**
 * markdown.mdx1Compat.text for the parses that follow (set per parse by parse-job.ts, as
 * math.ts is): Markdown text as MDX 1 read it (mdx/mdx1-text.ts).
 */
let literal = false;

export function setMdx1Text(on: boolean | undefined): void {
  literal = on === true;
}

export const mdx1TextOn = (): boolean => literal;
