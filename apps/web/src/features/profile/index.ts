/**
 * Profile: `ProfilePage` (/profile: the signed-in user's record, name and gender edits) and the `/me/` calls other
 * features read (`fetchMe`, `useMe`) under `profileKeys`.
 */
export { fetchMe, updateMe, useMe, useUpdateMe } from './api';
export { ProfilePage } from './ProfilePage';
export { profileKeys } from './query-keys';
