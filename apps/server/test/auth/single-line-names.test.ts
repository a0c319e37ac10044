import {
  acceptInviteBodySchema,
  businessRegisterBodySchema,
  createBusinessCompanyFieldsSchema,
  createEventLocationBodySchema,
  createFeedItemFieldsSchema,
  createRssFetcherBodySchema,
  createTagBodySchema,
  registerBodySchema,
  updateBusinessUserBodySchema,
  updateProfileBodySchema,
  updateWorkspaceBrandFieldsSchema,
  workspaceNameSchema,
} from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { codeMail, signupAttemptMail } from '../../src/modules/auth/mails';
import { createTestApp, type TestApp } from '../helpers/app';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { newEmail, post } from '../helpers/factories-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every single-line name or title field of the contracts, with the name its message uses. */
const fields: [string, z.ZodType, string][] = [
  ['register name', registerBodySchema.shape.name, 'Name'],
  ['profile name', updateProfileBodySchema.shape.name, 'Name'],
  ['business user name', updateBusinessUserBodySchema.shape.name, 'Name'],
  ['invitation name', acceptInviteBodySchema.shape.name, 'Name'],
  ['business name', businessRegisterBodySchema.shape.name, 'Business name'],
  ['newsletter name', workspaceNameSchema, 'Newsletter name'],
  ['brand name', updateWorkspaceBrandFieldsSchema.shape.brandName, 'Brand name'],
  ['company name', createBusinessCompanyFieldsSchema.shape.name, 'Company name'],
  ['contact name', createBusinessCompanyFieldsSchema.shape.contactName, 'Contact name'],
  ['location name', createEventLocationBodySchema.shape.name, 'Location name'],
  ['feed title', createFeedItemFieldsSchema.shape.title, 'Title'],
  ['feed author', createFeedItemFieldsSchema.shape.author, 'Author'],
  ['fetcher name', createRssFetcherBodySchema.shape.name, 'Name'],
  ['tag name', createTagBodySchema.shape.name, 'Tag name'],
];

const breaking = [
  ['CR LF', 'Ada\r\nBcc: victim@example.com'],
  ['LF', 'Ada\nLovelace'],
  ['TAB', 'Ada\tLovelace'],
  ['NUL', 'Ada\u0000'],
  ['DEL', 'Ada\u007fLovelace'],
  ['C1 NEL', 'Ada\u0085Lovelace'],
  ['line separator', 'Ada\u2028Lovelace'],
  ['paragraph separator', 'Ada\u2029Lovelace'],
] as const;

describe('single-line fields refuse control characters', () => {
  it.each(fields)('%s', (_label, schema, field) => {
    for (const [kind, value] of breaking) {
      const result = schema.safeParse(value);
      expect(result.success, `${kind} accepted`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(`${field} must be a single line without control characters`);
    }
    expect(schema.safeParse('Ada Lovelace – Zoë & Co.').success).toBe(true);
  });
});

describe('over the API', () => {
  it('POST /register/ with a line break in the name answers 400 naming the field', async () => {
    const email = newEmail();
    const res = await post(t, '/register/', {
      name: 'Ada\r\nBcc: victim@example.com',
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.code).toBe(0);
    expect(res.json().data.errors).toEqual([
      { field: 'name', message: 'Name must be a single line without control characters.' },
    ]);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });
});

describe('system mails keep a stored name on one line', () => {
  it('a name stored before the rule cannot add lines to a code mail or a notice', () => {
    const to = { email: 'a@example.com', name: 'Ada\r\nBcc: victim@example.com\u2028x' };
    for (const mail of [codeMail('verify', to, '123456'), codeMail('reset', to, '123456'), signupAttemptMail(to)]) {
      expect(mail.text).toMatch(/^Hello Ada Bcc: victim@example.com x,$/m);
      expect(mail.text).not.toMatch(/^Bcc:/m);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });
});

describe('the mailer', () => {
  it('sends any subject as one line', async () => {
    const email = newEmail('subject');
    await t.mailer.send({ to: email, subject: 'Join Acme\r\nBcc: victim@example.com', text: 'Hello\n' });
    expect((await t.lastMailTo(email))?.subject).toBe('Join Acme Bcc: victim@example.com');
  });
});
