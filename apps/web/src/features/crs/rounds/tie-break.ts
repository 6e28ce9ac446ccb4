const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/**
 * IRCC's tie-break as its rounds file writes it, by hand and in many ways ("March 1, 2026 at 18:34:05
 * UTC", "July 3rd 2020 at …", "May 31,2021 12:00:00 UTC", "September 8, 2021 at 09:10:10 AM UTC",
 * "October 7 at 16:38:21 UTC").
 */
const TIE_BREAK =
  /^([A-Z][a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?(?:[,.]\s*|\s+)(\d{4})?,?\s*(?:at\s+)?(\d{1,2}):(\d{2}):(\d{2})(?:\s*([AP]M))?(?:\s*UTC)?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The day (YYYY-MM-DD) and UTC time (`18:34:05`) of a round's tie-break: among the candidates with
 * exactly its lowest score, those who entered the pool before it were invited. Without a year it is
 * the latest such day on or before the round (`roundDate`). Null when the text is none of IRCC's ways.
 */
export function parseTieBreak(text: string, roundDate: string): { day: string; time: string } | null {
  const match = TIE_BREAK.exec(text.trim());
  if (!match) return null;
  const [, monthName = '', dayText = '', yearText, hourText = '', minutes, seconds, half] = match;
  const month = MONTHS.indexOf(monthName);
  const day = Number(dayText);
  const roundYear = Number(roundDate.slice(0, 4));
  let year = yearText ? Number(yearText) : roundYear;
  if (!yearText && `${year}-${twoDigits(month + 1)}-${twoDigits(day)}` > roundDate) year -= 1;
  const date = new Date(Date.UTC(year, month, day));
  if (month < 0 || date.getUTCDate() !== day) return null;
  let hour = Number(hourText);
  if (half === 'PM' && hour < 12) hour += 12;
  if (half === 'AM' && hour === 12) hour = 0;
  if (hour > 23) return null;
  return { day: date.toISOString().slice(0, 10), time: `${twoDigits(hour)}:${minutes}:${seconds}` };
}
