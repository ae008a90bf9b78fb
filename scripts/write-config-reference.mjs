// `npm run docs:config`: writes the configuration reference of the README from the shipped
// site.config.schema.json, between the config-reference markers, so the two never disagree.
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- config-reference:start (npm run docs:config) -->';
const END = '<!-- config-reference:end -->';

const schema = JSON.parse(readFileSync('site.config.schema.json', 'utf8'));

/** A short type name for a schema node ("string", "boolean", "\"light\" | \"dark\"", …). */
function typeOf(node) {
  if (node.anyOf) return [...new Set(node.anyOf.map(typeOf))].join(' \\| ');
  if (node.enum) return node.enum.map((v) => `"${v}"`).join(' \\| ');
  if ('const' in node) return JSON.stringify(node.const);
  if (node.type === 'array') return `${typeOf(node.items)}[]`;
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object' && !node.properties) {
    return `{ [name]: ${typeOf(node.additionalProperties)} }`;
  }
  // A nullable value lists its types (archiveBasePath: ["string", "null"]).
  if (Array.isArray(node.type)) return node.type.join(' \\| ');
  return node.type ?? 'any';
}

/** One row per field, depth first, with dotted paths. */
function rows(node, path, out) {
  if (path) out.push(`| \`${path}\` | ${typeOf(node).replace(/\{ \[name\]: object \}/, 'object')} | ${(node.description ?? '').replace(/\|/g, '\\|')} |`);
  const object = node.type === 'array' ? node.items : node;
  const prefix = node.type === 'array' ? `${path}[]` : path;
  if (object.properties) {
    for (const [key, child] of Object.entries(object.properties)) rows(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (object.additionalProperties && typeof object.additionalProperties === 'object' && object.additionalProperties.properties) {
    for (const [key, child] of Object.entries(object.additionalProperties.properties)) rows(child, `${prefix}.<name>.${key}`, out);
  }
  return out;
}

const table = ['| key | type | what it does |', '| --- | --- | --- |', ...rows(schema, '', []).filter((r) => !r.startsWith('| `$schema`'))].join('\n');
const readme = readFileSync('README.md', 'utf8');
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error(`README.md needs the markers ${START} and ${END}`);
writeFileSync('README.md', `${readme.slice(0, from + START.length)}\n\n${table}\n\n${readme.slice(to)}`);
console.log(`wrote ${table.split('\n').length - 2} config keys into README.md`);
