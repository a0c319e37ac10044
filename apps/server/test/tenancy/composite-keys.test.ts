/**
 * Same-workspace references are enforced by the database itself: composite foreign keys on (workspace_id, id)
 * refuse a link to another workspace's tag, company, location or fetcher even when a caller forgot to check.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildEventLocation, buildFeedItem, buildTag } from '../helpers/factories-content';
import { buildFetcher } from '../helpers/factories-rss-fetchers';

let t: TestApp;
let home: Tenant;
let otherWorkspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
  home = await buildTenant(t.db);
  // Another workspace of the same business: even a sibling newsletter's rows cannot be linked.
  otherWorkspaceId = (await buildWorkspace(t.db, { businessId: home.business.id })).id;
});
afterAll(async () => {
  await t.close();
});

/** The PostgreSQL error code of a failed statement ('23503' is foreign_key_violation). */
async function errorCodeOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (err) {
    const cause = (err as { cause?: { code?: string }; code?: string }).cause ?? (err as { code?: string });
    return cause.code;
  }
}

describe('composite foreign keys', () => {
  it("refuses tagging an item with another workspace's tag, whichever workspace the link names", async () => {
    const item = await buildFeedItem(t.db, { workspaceId: home.workspace.id });
    const foreignTag = await buildTag(t.db, { workspaceId: otherWorkspaceId });
    for (const workspaceId of [home.workspace.id, otherWorkspaceId]) {
      const code = await errorCodeOf(
        t.db.execute(
          sql`insert into feed_item_tags (workspace_id, item_id, tag_id) values (${workspaceId}, ${item.id}, ${foreignTag.id})`,
        ),
      );
      expect(code).toBe('23503');
    }
  });

  it("refuses an item pointing at another workspace's company, location or fetcher", async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: otherWorkspaceId });
    const location = await buildEventLocation(t.db, { workspaceId: otherWorkspaceId });
    const fetcher = await buildFetcher(t.db, { workspaceId: otherWorkspaceId });
    const item = await buildFeedItem(t.db, { workspaceId: home.workspace.id });
    const codes = await Promise.all([
      errorCodeOf(t.db.execute(sql`update feed_items set business_company_id = ${company.id} where id = ${item.id}`)),
      errorCodeOf(t.db.execute(sql`update feed_items set event_location_id = ${location.id} where id = ${item.id}`)),
      errorCodeOf(t.db.execute(sql`update feed_items set fetcher_id = ${fetcher.id} where id = ${item.id}`)),
    ]);
    expect(codes).toEqual(['23503', '23503', '23503']);
  });

  it('refuses a fetcher default tag of another workspace', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: home.workspace.id });
    const foreignTag = await buildTag(t.db, { workspaceId: otherWorkspaceId });
    const code = await errorCodeOf(
      t.db.execute(
        sql`insert into rss_fetcher_tags (workspace_id, fetcher_id, tag_id, position)
            values (${home.workspace.id}, ${fetcher.id}, ${foreignTag.id}, 0)`,
      ),
    );
    expect(code).toBe('23503');
  });

  it('deleting a company, location or fetcher clears only the reference: the item stays in its workspace', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: home.workspace.id });
    const location = await buildEventLocation(t.db, { workspaceId: home.workspace.id });
    const fetcher = await buildFetcher(t.db, { workspaceId: home.workspace.id });
    const item = await buildFeedItem(t.db, {
      workspaceId: home.workspace.id,
      businessCompanyId: company.id,
      eventLocationId: location.id,
      fetcherId: fetcher.id,
    });
    await t.db.execute(sql`delete from business_companies where id = ${company.id}`);
    await t.db.execute(sql`delete from event_locations where id = ${location.id}`);
    await t.db.execute(sql`delete from rss_fetchers where id = ${fetcher.id}`);
    const { rows } = await t.database.pool.query(
      'select workspace_id, business_company_id, event_location_id, fetcher_id from feed_items where id = $1',
      [item.id],
    );
    expect(rows).toEqual([
      { workspace_id: home.workspace.id, business_company_id: null, event_location_id: null, fetcher_id: null },
    ]);
  });

  it('a deleted tag leaves the items and fetchers that carried it', async () => {
    const tag = await buildTag(t.db, { workspaceId: home.workspace.id });
    const kept = await buildTag(t.db, { workspaceId: home.workspace.id });
    const item = await buildFeedItem(t.db, { workspaceId: home.workspace.id, tagIds: [tag.id, kept.id] });
    const fetcher = await buildFetcher(t.db, { workspaceId: home.workspace.id, defaultTagIds: [tag.id, kept.id] });
    const headers = await authHeader(t.tokens, home.admin);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tags/${tag.id}/delete/?workspaceId=${home.workspace.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await t.database.pool.query('select tag_id from feed_item_tags where item_id = $1', [item.id]);
    expect(rows).toEqual([{ tag_id: kept.id }]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feed-fetcher/?workspaceId=${home.workspace.id}`,
      headers,
    });
    const listed = list.json().data.results.find((row: { id: string }) => row.id === fetcher.id);
    expect(listed.defaultTagIds).toEqual([kept.id]);
  });
});
