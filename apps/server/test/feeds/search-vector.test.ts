import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate';
import { SUMMARY_MAX } from '../../src/integrations/feeds/item-fields';
import { truncateText } from '../../src/lib/sanitize';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { buildFeedItem } from '../helpers/factories-content';

/**
 * The search vector leaves out a summary that is the start of the content text (docs/decisions/0039). What it
 * matches must not change: its words are exactly those of title + summary + content, item by item.
 */

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const longText = Array.from({ length: 120 }, (_, i) => `word${i} council's markets running`).join(' ');
const unbroken = `${'x'.repeat(SUMMARY_MAX + 20)} tail`;

/** Items of every shape a summary takes beside its content. */
const shapes = [
  { title: 'Short', summary: 'The whole content.', contentText: 'The whole content.' },
  { title: 'Cut at a word', summary: truncateText(longText, SUMMARY_MAX), contentText: longText },
  { title: 'Cut inside a word', summary: truncateText(unbroken, SUMMARY_MAX), contentText: unbroken },
  { title: 'Own summary', summary: 'A description of its own: bridges.', contentText: 'Body about concerts.' },
  { title: 'Prefix but not at a word', summary: 'Body ab…', contentText: 'Body about concerts.' },
  { title: 'No summary', summary: null, contentText: 'Only a body, running.' },
  { title: 'No content', summary: 'Only a summary, running.', contentText: null },
  { title: 'Neither', summary: null, contentText: null },
];

/** Each item's lexemes, from the stored vector and from title + summary + content as the vector used to read. */
async function lexemes(): Promise<{ title: string; stored: string[]; full: string[] }[]> {
  const result = await db.db.execute<{ title: string; stored: string[]; full: string[] }>(sql`
    SELECT title,
      tsvector_to_array(search_vector) AS stored,
      tsvector_to_array(to_tsvector('english',
        coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(content_text, ''))) AS full
    FROM feed_items ORDER BY title`);
  return result.rows;
}

describe('feed_items.search_vector', () => {
  it('holds exactly the words of title, summary and content', async () => {
    for (const shape of shapes) await buildFeedItem(db.db, shape);
    const rows = await lexemes();
    expect(rows).toHaveLength(shapes.length);
    for (const row of rows)
      expect({ title: row.title, words: row.stored }).toEqual({ title: row.title, words: row.full });
  });

  it('analyses less text when the summary opens the content', async () => {
    const positions = (vector: string) =>
      `(SELECT sum(coalesce(array_length(positions, 1), 0)) FROM unnest(${vector}))::int`;
    const full = `to_tsvector('english', title || ' ' || summary || ' ' || content_text)`;
    const lean = `to_tsvector('english', title || ' ' || split_part(summary, ' ', -1) || ' ' || content_text)`;
    const result = await db.db.execute<{ stored: number; full: number; same: boolean }>(
      sql.raw(`SELECT ${positions('search_vector')} AS stored, ${positions(full)} AS full, search_vector = ${lean} AS same
        FROM feed_items WHERE title = 'Cut at a word'`),
    );
    const [row] = result.rows;
    // The summary's 500 characters are no longer analysed, bar its last word (about 60 words fewer).
    expect(row?.same).toBe(true);
    expect(row && row.full - row.stored).toBeGreaterThanOrEqual(50);
  });

  it('is computed again for stored items by the migration, which keeps the index', async () => {
    const file = readFileSync(path.join(migrationsFolder, '0009_search_vector_without_repeated_summary.sql'), 'utf8');
    await db.db.execute(sql`ALTER TABLE feed_items DROP COLUMN search_vector`);
    await db.db.execute(sql`ALTER TABLE feed_items ADD COLUMN search_vector tsvector`);
    for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement));
    const rows = await lexemes();
    expect(rows).toHaveLength(shapes.length);
    for (const row of rows) expect(row.stored).toEqual(row.full);
    const indexes = await db.db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'feed_items_search_idx'`,
    );
    expect(indexes.rows[0]?.indexdef).toMatch(/USING gin \(search_vector\)/);
  });
});
