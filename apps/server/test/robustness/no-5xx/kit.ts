/** What the no-5xx route tables share: a route of the OpenAPI document, its valid inputs, and the fixtures they use. */
import type { TestApp } from '../../helpers/app';
import type { Tenant } from '../../helpers/factories';

export interface BodySchema {
  properties?: Record<string, { properties?: object; format?: string }>;
  anyOf?: BodySchema[];
}
export interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
}
export interface Route {
  method: string;
  path: string;
  op: Operation;
}
/** A request the route accepts, which each hostile input then changes in one place. */
export interface Baseline {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Rows of one workspace that several areas' baselines point at. */
export interface Shared {
  tag: { id: string };
  company: { id: string };
  location: { id: string };
  item: { id: string };
  ad: { id: string };
  image: { id: string };
  fetcher: { id: string };
  member: { id: string };
  newsletter: { id: string; issueDate: string; version: number };
  template: { id: string };
}

export interface AreaContext {
  t: TestApp;
  a: Tenant;
  shared: Shared;
  /** `{ workspaceId }` of the tenant's workspace, spread into most inputs. */
  ws: { workspaceId: string };
  set: (key: string, baseline: Baseline) => void;
}
