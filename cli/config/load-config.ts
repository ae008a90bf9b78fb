/**
 * Reads site.config.json, parses it keeping positions, validates it against schema.ts and
 * resolves it into a SiteConfig. Every problem is collected and thrown once as OpdocsErrors.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { OpdocsError, OpdocsErrors, positionAt } from '../errors';
import { resolveSiteConfig } from './resolve-config';
import { siteConfigSchema } from './schema';
import type { SiteConfig } from './types';
import { INVALID, validateValue, type ValidateContext } from './validate';

/** File name of the config inside the site folder. */
export const CONFIG_FILE_NAME = 'site.config.json';

/** Reads and resolves `<siteDir>/site.config.json`; throws OpdocsErrors listing every problem. */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = join(resolve(siteDir), CONFIG_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    throw new OpdocsErrors([new OpdocsError({
      file,
      message: missing ? `cannot find ${CONFIG_FILE_NAME}` : `cannot read ${CONFIG_FILE_NAME}`,
      hint: missing ? 'run opdocs in the site folder, or pass that folder as the argument' : undefined,
      cause,
    })]);
  }
  return parseConfig(text, file);
}

/**
 * Parses, validates and resolves config text. `file` (made absolute) is used in errors and as
 * `configFile`; its folder becomes `siteDir`. `env` supplies `${NAME}` values (default process.env).
 */
export function parseConfig(text: string, file: string, env: Record<string, string | undefined> = process.env): SiteConfig {
  const configFile = resolve(file);
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parseErrors: ParseError[] = [];
  const root = parseTree(source, parseErrors, { allowTrailingComma: false, disallowComments: true });
  if (parseErrors.length) throw new OpdocsErrors([toSyntaxError(source, configFile, parseErrors[0])]);
  if (!root || root.type !== 'object') {
    throw new OpdocsErrors([new OpdocsError({
      file: configFile, line: 1, column: 1,
      message: `${CONFIG_FILE_NAME} must hold one JSON object`,
      hint: 'start from {"title": "My Site", "url": "https://example.com"}',
    })]);
  }
  const ctx: ValidateContext = { text: source, file: configFile, env, errors: [] };
  const value = validateValue(siteConfigSchema, root, [], ctx);
  if (ctx.errors.length || value === INVALID) throw new OpdocsErrors(ctx.errors);
  return resolveSiteConfig(value as Record<string, unknown>, { siteDir: dirname(configFile), configFile });
}

/** Our own sentence for each jsonc-parser error code, so no bare library text reaches the user. */
const SYNTAX_MESSAGES: Record<string, [message: string, hint?: string]> = {
  InvalidSymbol: ['unexpected character', 'JSON needs double-quoted strings and keys'],
  InvalidNumberFormat: ['invalid number'],
  PropertyNameExpected: ['expected a key in double quotes', 'e.g. "title": "My Site"'],
  ValueExpected: ['expected a value'],
  ColonExpected: ['expected ":" after the key'],
  CommaExpected: ['expected "," between entries', 'is a comma missing at the end of the previous line?'],
  CloseBraceExpected: ['expected "}"', 'an object is not closed'],
  CloseBracketExpected: ['expected "]"', 'an array is not closed'],
  EndOfFileExpected: ['unexpected text after the end of the JSON object'],
  InvalidCommentToken: ['comments are not allowed in JSON', 'remove the comment'],
  UnexpectedEndOfComment: ['comments are not allowed in JSON'],
  UnexpectedEndOfString: ['unterminated string', 'close the string with a double quote'],
  UnexpectedEndOfNumber: ['unexpected end of number'],
  InvalidUnicode: ['invalid \\u escape'],
  InvalidEscapeCharacter: ['invalid escape character', 'write a backslash as \\\\'],
  InvalidCharacter: ['invalid character in string', 'line breaks and tabs in strings must be written \\n and \\t'],
};

function toSyntaxError(text: string, file: string, error: ParseError): OpdocsError {
  const code = printParseErrorCode(error.error);
  // A trailing comma surfaces as "key/value expected" at the closing brace; say what it really is.
  if (code === 'PropertyNameExpected' || code === 'ValueExpected') {
    const before = text.slice(0, error.offset).trimEnd();
    const next = text[error.offset];
    if (before.endsWith(',') && (next === '}' || next === ']')) {
      return new OpdocsError({
        file, ...positionAt(text, before.length - 1),
        message: 'invalid JSON: trailing comma',
        hint: `remove the "," before "${next}"`,
      });
    }
  }
  const [message, hint] = SYNTAX_MESSAGES[code] ?? ['invalid JSON'];
  return new OpdocsError({ file, ...positionAt(text, error.offset), message: `invalid JSON: ${message}`, hint });
}
