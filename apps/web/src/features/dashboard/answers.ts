import { type AnswerOf, answerCheck } from '../../shared/api/answer-check';
import { insights, publications } from '../../shared/api/answer-shapes-beehiiv.generated';
import { activity, adRevenue, destinationFigures } from '../../shared/api/answer-shapes-dashboard.generated';

/**
 * The checks of the dashboard's answers, generated from the contracts (docs/decisions/0041): no zod, and loaded once
 * the first screen has painted, beside the requests.
 */
export const publicationsAnswer = answerCheck<AnswerOf<'publications'>>(publications);
export const insightsAnswer = answerCheck<AnswerOf<'insights'>>(insights);
export const activityAnswer = answerCheck<AnswerOf<'activity'>>(activity);
export const revenueAnswer = answerCheck<AnswerOf<'adRevenue'>>(adRevenue);
export const destinationFiguresAnswer = answerCheck<AnswerOf<'destinationFigures'>>(destinationFigures);
