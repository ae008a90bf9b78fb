/**
 * A post's front matter `date` naming a day its month does not have (2024-02-30): the YAML
 * reader, like Docusaurus' own, rolls it over to a real one (March 1) without a word. The site
 * builds in Docusaurus, so this is a warning that says which day the post now carries.
 */
import { OpdocsError } from '../../errors.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';

/** The top-level `date:` value as written, quoted or not; only its year-month-day start matters. */
const DATE_LINE = /^date:[ \t]*["']?(\d{4})-(\d{2})-(\d{2})/m;

/** A warning for a front matter date whose month or day does not exist, or null; `read` is the date the post got. */
export function impossibleDateWarning(file: string, text: string, read: Date): OpdocsError | null {
  // Only the front matter: a body line starting "date: 2024-02-30" is prose.
  const end = text.indexOf('\n---', 3);
  const m = DATE_LINE.exec(end > 0 ? text.slice(0, end) : '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month >= 1 && month <= 12 && day >= 1 && day <= days) return null;
  const written = `${m[1]}-${m[2]}-${m[3]}`;
  const shown = Number.isNaN(read.getTime()) ? 'no date' : read.toISOString().slice(0, 10);
  const pos = frontMatterKeyPosition(text, 'date');
  return new OpdocsError({
    file, line: pos.line ?? 1, column: pos.column, unchecked: true,
    message: `front matter: \`date\` ${written} is not a day of the calendar, so the post is dated ${shown}`,
    hint: 'write a real date (month 01–12, a day the month has), e.g. `date: 2024-02-29`',
  });
}
