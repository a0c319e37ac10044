import { describeMatrix } from '../helpers/matrix';
import { aiChatEntries, aiToneEntries, llmEntries } from './matrix.entries';
import { aiMatrixEnv } from './matrix-fixtures';

describeMatrix('AI and LLM keys: roles and tenants', [...llmEntries, ...aiChatEntries, ...aiToneEntries], {
  env: aiMatrixEnv,
});
