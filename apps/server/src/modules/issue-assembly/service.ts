import { randomBytes } from 'node:crypto';
import {
  type AssembleCandidates,
  type Assembly,
  type AssemblyStarted,
  type createAssemblyBodySchema,
  EMPTY_NEWSLETTER_DOCUMENT,
  type FeedItem,
  newsletterDocumentSchema,
  type Tone,
} from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { openAssistant } from '../ai/assistant';
import { toneFor } from '../ai/tones/select';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { findNewslettersOfDate } from '../newsletters/repository';
import { saveNewsletter } from '../newsletters/service';
import { findDefaultTemplate } from '../templates/repository';
import { type AssemblyAdditions, layOut } from './blocks';
import {
  findIssueCandidates,
  type IssueCandidates,
  presentAdCandidate,
  presentArticleCandidate,
  presentEventCandidate,
  usedInDocument,
} from './candidates';
import { rankStories } from './ranking';
import { type AssemblyRow, findAssembly, insertAssembly, updateAssembly } from './repository';
import { layOutFromTemplate } from './template-layout';
import { assistantIssueText, type IssueText, plainIssueText } from './text';

/** How often the assembly is laid in again when someone saved the issue at the same moment. */
const SAVE_ATTEMPTS = 3;
const ARTICLE_TYPES = new Set(['rss', 'original', 'ugc']);

/** Whether the assistant can write the issue's text now (on, within budget, a key of its own). */
async function assistantAvailable(db: Db, config: Config, scope: WorkspaceScope): Promise<boolean> {
  try {
    await openAssistant(db, config, scope);
    return true;
  } catch {
    return false;
  }
}

const pickedItems = (entries: IssueCandidates['articles']) =>
  entries.filter((entry) => entry.picked).map((entry) => entry.item);

export async function getCandidates(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  date: string,
  userId: string,
): Promise<AssembleCandidates> {
  const assistant = await assistantAvailable(db, config, scope);
  const rank = assistant ? (stories: FeedItem[]) => rankStories(db, config, scope, userId, stories) : undefined;
  const found = await findIssueCandidates(db, scope, date, { rank });
  const text = plainIssueText(pickedItems(found.articles), pickedItems(found.events));
  const current = found.current;
  const subject = current?.subject || text.subject;
  return {
    date,
    eventsUntil: found.eventsUntil,
    since: found.since,
    articles: found.articles.map(presentArticleCandidate),
    events: found.events.map(presentEventCandidate),
    ads: found.ads.map(presentAdCandidate),
    text: {
      subject,
      preheader: current?.preheader || text.preheader,
      webTitle: current?.webTitle || subject,
      assistant,
    },
    storiesOrder: found.storiesOrder,
    warnings: found.warnings,
  };
}

export function presentAssembly(row: AssemblyRow): Assembly {
  return {
    id: row.id,
    status: row.status as Assembly['status'],
    date: row.issueDate,
    newsletterId: row.newsletterId,
    added: row.added,
    warnings: row.warnings,
  };
}

export async function getAssembly(db: Db, scope: WorkspaceScope, id: string): Promise<Assembly> {
  const row = await findAssembly(db, scope, id);
  if (!row) throw notFound('Assembly not found');
  return presentAssembly(row);
}

type CreateAssembly = Omit<z.output<typeof createAssemblyBodySchema>, 'workspaceId'>;

/**
 * POST /newsletters/assemble/: stores the request; with the assistant the work is a queued job (the model may take
 * a while), without it the assembly is a few reads and one save, done at once.
 */
export async function createAssembly(
  deps: { db: Db; config: Config; enqueue?: (row: AssemblyRow) => Promise<unknown> },
  scope: WorkspaceScope,
  userId: string,
  body: CreateAssembly,
): Promise<AssemblyStarted> {
  if (body.toneId) await toneFor(deps.db, scope, body.toneId);
  const row = await insertAssembly(deps.db, scope, {
    userId,
    issueDate: body.date,
    itemIds: body.itemIds ? [...new Set(body.itemIds)] : null,
    bookingIds: body.bookingIds ? [...new Set(body.bookingIds)] : null,
    toneId: body.toneId ?? null,
    toneMode: body.toneId === null ? 'none' : body.toneId ? 'chosen' : 'default',
  });
  const queued = deps.enqueue && (await assistantAvailable(deps.db, deps.config, scope));
  if (queued && deps.enqueue) await deps.enqueue(row);
  else await runAssembly(deps.db, deps.config, scope, row.id);
  const current = (await findAssembly(deps.db, scope, row.id)) ?? row;
  return { id: current.id, status: current.status as AssemblyStarted['status'] };
}

/** The chosen articles and events: the picked candidates, or the named ids (also ones outside the windows). */
async function chosenItems(
  db: Db,
  scope: WorkspaceScope,
  row: AssemblyRow,
  found: IssueCandidates,
  warnings: string[],
): Promise<{ articles: FeedItem[]; events: FeedItem[] }> {
  if (!row.itemIds) return { articles: pickedItems(found.articles), events: pickedItems(found.events) };
  const wanted = new Set(row.itemIds);
  const listed = [...found.articles, ...found.events];
  const inIssue = new Set(listed.filter((entry) => entry.reason === 'Already in this issue').map((entry) => entry.id));
  const others = row.itemIds.filter((id) => !listed.some((entry) => entry.id === id));
  const loaded = await loadFeedItemsByIds(db, scope, others);
  const current = found.current ? usedInDocument(found.current.document).items : new Set<string>();
  const extra: FeedItem[] = [];
  for (const id of others) {
    const item = loaded.get(id);
    if (item?.feedStatus !== 'active' || !(ARTICLE_TYPES.has(item.feedType) || item.feedType === 'events')) {
      warnings.push('An item could not be used (not found, not active, or not a story or an event)');
    } else if (!current.has(id)) extra.push(item);
  }
  // The named ids' order is the issue's order (the dialog sends them as it lists them, ranked or newest first).
  const position = new Map(row.itemIds.map((id, index) => [id, index]));
  const keep = (entries: IssueCandidates['articles']) =>
    entries
      .filter((entry) => wanted.has(entry.id) && !inIssue.has(entry.id))
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      .map((entry) => entry.item);
  return {
    articles: [...keep(found.articles), ...extra.filter((item) => item.feedType !== 'events')],
    events: [...keep(found.events), ...extra.filter((item) => item.feedType === 'events')],
  };
}

function chosenAds(row: AssemblyRow, found: IssueCandidates, warnings: string[]): AssemblyAdditions['ads'] {
  const wanted = row.bookingIds ? new Set(row.bookingIds) : null;
  const ads: AssemblyAdditions['ads'] = [];
  for (const entry of found.ads) {
    const chosen = wanted ? wanted.has(entry.id) : entry.picked;
    if (!chosen || entry.reason === 'Already in this issue') continue;
    if (!entry.item.creative) {
      warnings.push(`${entry.title}: the advertiser has not sent the ad yet`);
      continue;
    }
    ads.push({ bookingId: entry.id, position: entry.item.position, creative: entry.item.creative });
  }
  const known = new Set(found.ads.map((entry) => entry.id));
  if (wanted && [...wanted].some((id) => !known.has(id))) {
    warnings.push('A booking could not be used (not found, or not sold for this day)');
  }
  return ads;
}

async function toneOf(db: Db, scope: WorkspaceScope, row: AssemblyRow): Promise<Tone | undefined> {
  if (row.toneMode === 'none') return undefined;
  return toneFor(db, scope, row.toneMode === 'chosen' ? row.toneId : undefined);
}

/** The issue's text: what it has is kept; what is missing comes from the assistant, or from the titles without it. */
async function issueText(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  row: AssemblyRow,
  chosen: { articles: FeedItem[]; events: FeedItem[] },
  warnings: string[],
): Promise<IssueText> {
  const plain = plainIssueText(chosen.articles, chosen.events);
  const items = [...chosen.articles, ...chosen.events];
  if (!items.length || !row.userId || !(await assistantAvailable(db, config, scope))) return plain;
  try {
    const tone = await toneOf(db, scope, row);
    const written = await assistantIssueText(
      db,
      config,
      scope,
      { userId: row.userId, date: row.issueDate, tone },
      items,
      warnings,
    );
    return {
      subject: written.subject || plain.subject,
      preheader: written.preheader || plain.preheader,
      intro: written.intro,
    };
  } catch {
    warnings.push("The assistant could not write the intro; the subject is the top story's title");
    return plain;
  }
}

/** The job's work: lays what was chosen into the issue of the day (started when there is none), in one save. */
export async function runAssembly(db: Db, config: Config, scope: WorkspaceScope, id: string): Promise<void> {
  const row = await findAssembly(db, scope, id);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await updateAssembly(db, scope, id, { status: 'running' });
  const warnings: string[] = [];
  try {
    // Without named items the job picks what the candidates would: ranked by the assistant when it is there.
    const rank =
      !row.itemIds && (await assistantAvailable(db, config, scope))
        ? (stories: FeedItem[]) => rankStories(db, config, scope, row.userId, stories)
        : undefined;
    const found = await findIssueCandidates(db, scope, row.issueDate, { rank });
    warnings.push(...found.warnings);
    const chosen = await chosenItems(db, scope, row, found, warnings);
    const ads = chosenAds(row, found, warnings);
    const added = { articles: chosen.articles.length, events: chosen.events.length, ads: ads.length };
    if (!added.articles && !added.events && !added.ads) {
      warnings.push('Nothing new to add: everything chosen is already in this issue');
      await updateAssembly(db, scope, id, { status: 'done', newsletterId: found.current?.id ?? null, warnings });
      return;
    }
    const text = await issueText(db, config, scope, row, chosen, warnings);
    const newsletterId = await saveAssembled(db, scope, row, { ...chosen, ads, intro: text.intro }, text);
    await updateAssembly(db, scope, id, { status: 'done', newsletterId, added, warnings });
  } catch (err) {
    warnings.push(err instanceof AppError ? err.message : 'The issue could not be assembled');
    await updateAssembly(db, scope, id, { status: 'failed', warnings });
  }
}

async function saveAssembled(
  db: Db,
  scope: WorkspaceScope,
  row: AssemblyRow,
  additions: AssemblyAdditions,
  text: IssueText,
): Promise<string> {
  if (!row.userId) throw new AppError(409, 'The person who asked for this assembly is no longer a user');
  const prefix = `asm${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  const template = await findDefaultTemplate(db, scope);
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const [current] = await findNewslettersOfDate(db, scope, row.issueDate);
    let next = 0;
    const nextId = () => `${prefix}-${attempt}-${next++}`;
    const existing = current?.document.blocks ?? EMPTY_NEWSLETTER_DOCUMENT.blocks;
    // An empty issue takes the default template's layout (and its look when the issue is new); a built one keeps its own.
    const fromTemplate = template && existing.length === 0 ? template : undefined;
    const blocks = fromTemplate
      ? layOutFromTemplate(fromTemplate.document.blocks, additions, nextId, now)
      : layOut(existing, additions, nextId, now);
    const document = newsletterDocumentSchema.parse({ schemaVersion: 1, blocks });
    const subject = current?.subject || text.subject;
    const outcome = await saveNewsletter(db, scope, row.userId, {
      date: row.issueDate,
      // The internal name for the calendar and lists, and the web post's headline: the subject where empty.
      title: current?.title || subject,
      subject,
      preheader: current?.preheader || text.preheader,
      webTitle: current?.webTitle || subject,
      document,
      status: current?.status ?? 'draft',
      version: current?.version,
      ...(fromTemplate && !current ? { style: fromTemplate.style } : {}),
    });
    if (outcome.kind !== 'conflict') return outcome.row.id;
  }
  throw new AppError(409, 'The issue kept changing while it was assembled');
}
