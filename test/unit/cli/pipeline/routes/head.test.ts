import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../../../../cli/pipeline/routes/head';

test('formatDate writes English dates as Intl does, without building a DateTimeFormat', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Every day of two years (a leap year among them), both ends of a day in UTC, and far years.
  const days = Array.from({ length: 731 }, (_, i) => Date.UTC(2023, 0, 1 + i));
  const dates = [...days, ...days.map((d) => d + 86_399_999), Date.UTC(10_000, 11, 31)].map((ms) => new Date(ms));
  // Date.UTC reads years 0 to 99 as 1900 to 1999.
  dates.push(new Date('0001-01-01T00:00:00Z'), new Date('0999-06-30T12:00:00Z'));
  for (const date of dates) {
    assert.is(formatDate(date, 'en'), intl.format(date), date.toISOString());
    assert.is(formatDate(date, 'en-US'), intl.format(date), date.toISOString());
  }
  assert.is(formatDate(new Date(Date.UTC(2025, 9, 22)), 'en-GB'), '22 October 2025', 'other locales go through Intl');
  assert.is(formatDate(new Date(Date.UTC(2025, 9, 22)), 'en', 'short'), 'Oct 22, 2025');
  assert.throws(() => formatDate(new Date(NaN), 'en'), RangeError, 'an invalid date fails as Intl fails');
});

test.run();
