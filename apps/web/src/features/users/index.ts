/**
 * Users: `UsersSettingsTab` (settings → Users: list page by page, invite, edit with the user-type and gender
 * selectors, remove with confirmation; managers get no controls on admins) and the selector options.
 */
export { UsersSettingsTab } from './UsersSettingsTab';
