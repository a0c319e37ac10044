/** The pieces every contract-entry table shares: the context, the entry's shape and request builders. */
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { TestApp } from '../helpers/app';
import type { Tenant } from '../helpers/factories';

export interface Ctx {
  a: Tenant;
  ws: string;
  t: TestApp;
}
export interface Entry {
  name: string;
  request: (ctx: Ctx) => Promise<InjectOptions>;
  status?: number;
  schema: z.ZodType;
  /** A request with one bad field, and that field's name. */
  bad: (ctx: Ctx) => Promise<{ options: InjectOptions; field: string }>;
}

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
/** The request, once the rows it reads have been built. */
export const after = async (work: Promise<unknown>, options: InjectOptions): Promise<InjectOptions> => {
  await work;
  return options;
};
export const send = (method: InjectOptions['method'], url: string, payload: object): InjectOptions => ({
  method,
  url,
  payload,
});
