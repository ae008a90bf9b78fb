// An esbuild plugin of `npm run build` (cli/build-cli.mjs), not part of the CLI itself.
import { readFile } from 'node:fs/promises';

/**
 * markdown-it ships its classes compiled with a helper that sets every field through one
 * function: a property store whose key differs per call site, which V8 cannot specialise, and
 * which makes every token it creates (the parse threads' largest single cost). Each call
 * `_defineProperty(this, "name", value)` becomes `(this.name = value)`: the fields are plain
 * data properties no class of it defines on a prototype, so the two do the same.
 */
const MARKDOWN_IT = /markdown-it[\\/]dist[\\/]markdown-it\.mjs$/;
const FIELD_CALL = /^(\s*)_defineProperty\(\s*this,\s*(?:\/\*[\s\S]*?\*\/\s*)?"([A-Za-z_$][\w$]*)",/gm;
export const plainFields = {
  name: 'plain-fields',
  setup(build) {
    build.onLoad({ filter: MARKDOWN_IT }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const calls = source.match(/_defineProperty\(\s*this,/g)?.length ?? 0;
      let replaced = 0;
      const contents = source.replace(FIELD_CALL, (_, indent, field) => (replaced++, `${indent}(this.${field} =`));
      // A field call of another shape means another build of markdown-it: leave it all as it is.
      if (replaced !== calls) return { contents: source, loader: 'js', warnings: [{ text: `markdown-it: ${calls - replaced} field calls of another shape; left as they are` }] };
      return { contents, loader: 'js' };
    });
  },
};
