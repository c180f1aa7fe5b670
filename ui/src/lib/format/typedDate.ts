const DAY_MONTH_YEAR = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date typed the Chilean way ('1/3/2025' or '01/03/2025') as 'YYYY-MM-DD', for date inputs'
 * `dateParser`; null when the text is not a calendar date (31/02/2025 included).
 */
export function parseTypedDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const [day, month, year] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
