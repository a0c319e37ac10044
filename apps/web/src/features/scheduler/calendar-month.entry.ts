/**
 * A month of the calendar (each issue's status and failure reason) without the calendar's screens: the newsletter
 * builder reads why Beehiiv refused an issue from it.
 */
export { useCalendarMonth } from './api';
