/**
 * The AI chat: `AiChatPage` (/ai-chat, full height: chats, streamed answers, tone and model pickers), and the
 * streaming fetch and error sentences other AI screens share.
 */
export { AiChatPage, CHAT_PARAM } from './AiChatPage';
export { aiErrorSentence } from './errors';
export { chatFetch } from './transport';
