import { type AnswerOf, answerCheck } from '../../shared/api/answer-check';
import { workspaceBrand, workspaceList, workspacePage } from '../../shared/api/answer-shapes-workspaces.generated';

/**
 * The checks of the workspace calls' answers, generated from the contracts (docs/decisions/0041): the header is on
 * every first screen, so they hold no zod and load once the first screen has painted (`loadAfterPaint`).
 */
export const workspacePageAnswer = answerCheck<AnswerOf<'workspacePage'>>(workspacePage);
export const workspaceListAnswer = answerCheck<AnswerOf<'workspaceList'>>(workspaceList);
export const brandAnswer = answerCheck<AnswerOf<'workspaceBrand'>>(workspaceBrand);
