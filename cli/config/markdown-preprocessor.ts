/**
 * `markdown.preprocessor` of a Docusaurus config built in place: the function Docusaurus runs on
 * each Markdown file's text before reading it (`@@name=value@@` variables filled in, say). It
 * rides on the resolved config (config-extra.ts), since site.config.json can hold no function,
 * and the content read (pipeline/load/scan.ts) runs it on every .md and .mdx file.
 */
import { configExtra } from './config-extra.js';

/** What Docusaurus passes the preprocessor, and what it gives back: the file's new text. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;

const preprocessor = configExtra<MarkdownPreprocessor>('markdownPreprocessor', (fn) => typeof fn === 'function');

/** `config` with `fn` attached (the same object); nothing when `fn` is no function. */
export const withMarkdownPreprocessor = <T extends object>(config: T, fn: unknown): T =>
  (typeof fn === 'function' ? preprocessor.attach(config, fn as MarkdownPreprocessor) : config);

/** The preprocessor attached to `config`, or null (a site.config.json, or none). */
export const markdownPreprocessorOf = (config: object): MarkdownPreprocessor | null => preprocessor.read(config) ?? null;
