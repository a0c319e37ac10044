/** "Tue 8 Dec": an issue day in words, as the grids show it (a calendar date, so it is read at noon UTC). */
export function dayInWords(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');
}
