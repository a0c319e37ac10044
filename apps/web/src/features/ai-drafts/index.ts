/** Drafting an issue with the assistant from chosen content items: `DraftIssueButton` (content manager bulk bar). */
export { DraftIssueButton } from './DraftIssueButton';
