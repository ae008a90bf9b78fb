/**
 * JSON syntax errors in our own words, at the line and column jsonc-parser found them, for every
 * JSON file opdocs reads strictly (site.config.json, sidebars.json, versions.json, i18n files).
 */
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { OpdocsError, positionAt } from '../errors.js';
import { findTooDeep, MAX_JSON_DEPTH } from './json-source.js';
import { decodeUtf8 } from '../pipeline/check/source-text.js';

/**
 * The text of a JSON file opdocs reads strictly, or the error that stops it: bytes that are not
 * UTF-8, or a NUL, which decodeUtf8 lets through in Markdown but JSON allows nowhere, would
 * otherwise surface as a made-up name ("1.�0") or as a bare syntax error.
 */
export function readJsonText(file: string, bytes: Uint8Array): { text: string } | { error: OpdocsError } {
  const problems: OpdocsError[] = [];
  const text = decodeUtf8(file, bytes, problems);
  const first = problems[0];
  if (!first) return { text };
  return { error: new OpdocsError({ file, line: first.line, column: first.column, message: first.message.replace(/, which text never has; it is replaced with U\+FFFD \(�\)$/, ', which JSON does not allow'), hint: first.hint }) };
}

/**
 * Parses strict JSON (no comments, no trailing commas); a syntax error, or nesting deeper than
 * MAX_JSON_DEPTH (which would overflow the stack of whoever walks the value), comes back as one
 * OpdocsError naming `file`, line and column.
 */
export function parseJsonFile({ text, file, what, hint }: { text: string; file: string; what: string; hint?: string }): { value: unknown; tree: JsonNode } | { error: OpdocsError } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = findTooDeep(source);
  if (deep !== -1) return { error: new OpdocsError({ file, ...positionAt(source, deep), message: `${what}: arrays and objects are nested more than ${MAX_JSON_DEPTH} levels deep`, hint }) };
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length || !tree) {
    return { error: jsonSyntaxError({ text: source, file, what, hint, error: errors[0] ?? { error: 2, offset: 0, length: 0 } }) };
  }
  return { value: JSON.parse(source), tree };
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

/**
 * A jsonc-parser error as our own sentence at its line and column; `what` names the file's role
 * ("sidebars file"), put before the message.
 */
export function jsonSyntaxError({ text, file, error, what, hint: fallback }: { text: string; file: string; error: ParseError; what?: string; hint?: string }): OpdocsError {
  const lead = what ? `${what}: ` : '';
  const code = printParseErrorCode(error.error);
  // A trailing comma surfaces as "key/value expected" at the closing brace; say what it really is.
  if (code === 'PropertyNameExpected' || code === 'ValueExpected') {
    const before = text.slice(0, error.offset).trimEnd();
    const next = text[error.offset];
    if (before.endsWith(',') && (next === '}' || next === ']')) {
      return new OpdocsError({
        file, ...positionAt(text, before.length - 1),
        message: `${lead}invalid JSON: trailing comma`,
        hint: `remove the "," before "${next}"`,
      });
    }
  }
  // An empty file is "expected a value" at 1:1, which says nothing about what belongs there.
  if (text.trim() === '') return new OpdocsError({ file, line: 1, column: 1, message: `${lead}the file is empty`, hint: fallback ?? 'write the site\'s settings as a JSON object, at least { "title": "My Site", "url": "https://example.com" }' });
  const [message, hint] = SYNTAX_MESSAGES[code] ?? ['invalid JSON'];
  return new OpdocsError({ file, ...positionAt(text, error.offset), message: `${lead}invalid JSON: ${message}`, hint: hint ?? fallback });
}
