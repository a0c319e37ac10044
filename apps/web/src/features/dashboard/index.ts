/**
 * The dashboard (/dashboard): Beehiiv insights of the selected newsletter's publication, for every range, with
 * the spec's empty and error states, and the newsletter's own activity.
 */
export { DashboardPage } from './DashboardPage';
