/** The archive's addresses (the RSS feed) without the publishing settings' screens: the newsletter builder links them. */
export { useWorkspaceArchive } from './archive-api';
