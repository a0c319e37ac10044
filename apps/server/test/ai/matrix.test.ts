import { describeMatrix } from '../helpers/matrix';
import {
  aiChatEntries,
  aiChatSessionWriteEntries,
  aiRewriteEntries,
  aiToneEntries,
  llmEntries,
} from './matrix.entries';
import { aiMatrixEnv } from './matrix-fixtures';

describeMatrix(
  'AI and LLM keys: roles and tenants',
  [...llmEntries, ...aiChatEntries, ...aiChatSessionWriteEntries, ...aiRewriteEntries, ...aiToneEntries],
  {
    env: aiMatrixEnv,
  },
);
