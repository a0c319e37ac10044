import { randomBytes } from 'node:crypto';
import {
  EMPTY_NEWSLETTER_DOCUMENT,
  type InsertChatAnswerResult,
  markdownToBlocks,
  newsletterDocumentSchema,
} from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { findNewslettersOfDate, type NewsletterRow } from '../../newsletters/repository';
import { saveNewsletter } from '../../newsletters/service';
import { findChatMessage } from './repository';

/** How often an insert is tried again when someone saved the newsletter at the same moment. */
const ATTEMPTS = 3;

/** The text an answer showed: its text parts in order (tool calls and results are not part of it). */
export function answerTextOf(parts: unknown): string {
  if (!Array.isArray(parts)) return '';
  return parts
    .filter((part): part is { type: 'text'; text: string } => part?.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n\n')
    .trim();
}

function documentWith(current: NewsletterRow | undefined, text: string) {
  const prefix = `ai-${randomBytes(4).toString('hex')}`;
  const added = markdownToBlocks(text, (index) => `${prefix}-${index}`);
  const blocks = [...(current?.document.blocks ?? EMPTY_NEWSLETTER_DOCUMENT.blocks), ...added];
  const parsed = newsletterDocumentSchema.safeParse({ schemaVersion: 1, blocks });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(422, `The answer cannot be added to this newsletter: ${issue?.message ?? 'invalid content'}`);
  }
  return { document: parsed.data, blocksAdded: added.length };
}

/**
 * POST /ai/chat/sessions/{id}/insert/: appends an answer of the chat, read into blocks, to the newsletter of
 * `date` — started as a draft when the day has none; a scheduled issue takes it too and stays scheduled. The stored answer is inserted, never text the browser sends.
 * A save made by someone else meanwhile is read again and the answer appended to it.
 */
export async function insertAnswerIntoNewsletter(
  db: Db,
  scope: WorkspaceScope,
  userId: string,
  input: { sessionId: string; messageId: string; date: string },
): Promise<InsertChatAnswerResult> {
  const message = await findChatMessage(db, scope, input.sessionId, input.messageId);
  if (!message || message.role !== 'assistant') throw notFound('Answer not found');
  const text = answerTextOf(message.parts);
  if (!text) throw new AppError(422, 'This answer has no text to add');

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [current] = await findNewslettersOfDate(db, scope, input.date);
    const { document, blocksAdded } = documentWith(current, text);
    const outcome = await saveNewsletter(db, scope, userId, {
      date: input.date,
      title: current?.title ?? '',
      subject: current?.subject ?? '',
      preheader: current?.preheader ?? '',
      document,
      status: current?.status ?? 'draft',
      version: current?.version,
    });
    if (outcome.kind !== 'conflict') {
      return {
        newsletterId: outcome.row.id,
        date: input.date,
        created: outcome.kind === 'created',
        blocksAdded,
        scheduled: outcome.row.status === 'scheduled',
      };
    }
  }
  throw new AppError(409, 'The newsletter kept changing while the answer was added. Try again.');
}
