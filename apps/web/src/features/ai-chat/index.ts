/** The AI chat: `AiChatPage` (/ai-chat, full height: chats, streamed answers, tone and model pickers). */
export { AiChatPage, CHAT_PARAM } from './AiChatPage';
