/**
 * The login screen on its own: the /login route loads this instead of the whole auth feature, so the first screen
 * most visits see downloads only what it renders (docs/decisions/0029). The feature's index exports it too.
 */
export { LoginPage } from './LoginPage';
