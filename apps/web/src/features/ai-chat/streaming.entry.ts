/**
 * The streaming fetch and error sentences other AI screens share, without the chat screen: importing them through
 * index.ts would make a screen that only rewrites a text (the newsletter builder) download the whole chat.
 */
export { aiErrorSentence } from './errors';
export { chatFetch } from './transport';
