/**
 * The route table of no-5xx.test.ts: for each route, by area, a request it accepts. A route without a row gets its
 * workspace id (when it takes one) and nothing else; the test itself walks every route of the OpenAPI document.
 */
import type { TestApp } from '../../helpers/app';
import { buildUser, type Tenant } from '../../helpers/factories';
import {
  buildBusinessCompany,
  buildEventLocation,
  buildFeedItem,
  buildImage,
  buildTag,
} from '../../helpers/factories-content';
import { buildNewsletter, buildTemplate } from '../../helpers/factories-newsletters';
import { buildFetcher } from '../../helpers/factories-rss-fetchers';
import { accountBaselines } from './accounts';
import { adSalesBaselines } from './ad-sales';
import { contentBaselines } from './content';
import type { AreaContext, Baseline, Route } from './kit';
import { newsletterBaselines } from './newsletters';
import { publicBaselines } from './public';

export type { Baseline, BodySchema, Operation, Route } from './kit';

export async function buildBaselines(t: TestApp, a: Tenant): Promise<Map<string, Baseline>> {
  const db = t.db;
  const workspaceId = a.workspace.id;
  const [tag, company, location, item, ad, image, fetcher, member] = await Promise.all([
    buildTag(db, { workspaceId }),
    buildBusinessCompany(db, { workspaceId }),
    buildEventLocation(db, { workspaceId }),
    buildFeedItem(db, { workspaceId, feedType: 'original' }),
    buildFeedItem(db, { workspaceId, feedType: 'ads' }),
    buildImage(db, { workspaceId }),
    buildFetcher(db, { workspaceId }),
    buildUser(db, { businessId: a.business.id, userType: 'user', workspaceIds: [workspaceId] }),
  ]);
  const [newsletter, template] = await Promise.all([
    buildNewsletter(db, { workspaceId }),
    buildTemplate(db, { workspaceId }),
  ]);
  const baselines = new Map<string, Baseline>();
  const context: AreaContext = {
    t,
    a,
    shared: { tag, company, location, item, ad, image, fetcher, member, newsletter, template },
    ws: { workspaceId },
    set: (key, baseline) => baselines.set(key, baseline),
  };
  accountBaselines(context);
  contentBaselines(context);
  newsletterBaselines(context);
  await adSalesBaselines(context);
  await publicBaselines(context);
  return baselines;
}

/** The route's row, or its workspace id alone when it takes one. */
export function baselineOf(baselines: Map<string, Baseline>, route: Route, workspaceId: string): Baseline {
  const known = baselines.get(`${route.method} ${route.path}`);
  if (known) return known;
  const names = new Set((route.op.parameters ?? []).map((p) => p.name));
  return names.has('workspaceId') ? { query: { workspaceId } } : {};
}
