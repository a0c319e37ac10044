import { describeMatrix } from '../helpers/matrix';
import {
  aiChatEntries,
  aiChatSessionWriteEntries,
  aiDraftEntries,
  aiRewriteEntries,
  aiToneEntries,
  llmEntries,
} from './matrix.entries';
import { aiMatrixEnv } from './matrix-fixtures';

describeMatrix(
  'AI and LLM keys: roles and tenants',
  [
    ...llmEntries,
    ...aiChatEntries,
    ...aiChatSessionWriteEntries,
    ...aiDraftEntries,
    ...aiRewriteEntries,
    ...aiToneEntries,
  ],
  {
    env: aiMatrixEnv,
  },
);
