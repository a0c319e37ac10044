// Generated from the contracts by `npm run answers:generate -w apps/web`; do not edit.
// answer-shapes.test.ts fails when a shape no longer matches its contract.
import type { AnswerShape } from './answer-check';

export const activity: AnswerShape = {
  type: 'object',
  properties: {
    meta: {
      type: 'object',
      properties: {
        code: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        message: { type: 'string' },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
    data: {
      type: 'object',
      properties: {
        days: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        itemsIngested: {
          type: 'object',
          properties: {
            rss: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            original: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            ugc: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            ads: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            events: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          },
          required: ['rss', 'original', 'ugc', 'ads', 'events'],
          additionalProperties: false,
        },
        awaitingReview: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        newsletters: {
          type: 'object',
          properties: {
            planned: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            scheduled: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            published: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          },
          required: ['planned', 'scheduled', 'published'],
          additionalProperties: false,
        },
      },
      required: ['days', 'itemsIngested', 'awaitingReview', 'newsletters'],
      additionalProperties: false,
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
export const adRevenue: AnswerShape = {
  type: 'object',
  properties: {
    meta: {
      type: 'object',
      properties: {
        code: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        message: { type: 'string' },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
    data: {
      type: 'object',
      properties: {
        currencies: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              currency: { type: 'string' },
              months: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    month: { type: 'string' },
                    bookedCents: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    paidCents: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    refundedCents: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                  },
                  required: ['month', 'bookedCents', 'paidCents', 'refundedCents'],
                  additionalProperties: false,
                },
              },
            },
            required: ['currency', 'months'],
            additionalProperties: false,
          },
        },
      },
      required: ['currencies'],
      additionalProperties: false,
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
export const destinationFigures: AnswerShape = {
  type: 'object',
  properties: {
    meta: {
      type: 'object',
      properties: {
        code: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        message: { type: 'string' },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
    data: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['beehiiv', 'mailchimp', 'kit', 'export'] },
        problem: {
          anyOf: [
            {
              type: 'object',
              properties: {
                code: { type: 'string', enum: ['invalid_key', 'plan_refused', 'rate_limited', 'unavailable'] },
                message: { type: 'string' },
              },
              required: ['code', 'message'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              newsletterId: {
                type: 'string',
                format: 'uuid',
                pattern:
                  '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
              },
              issueDate: { type: 'string' },
              subject: { type: 'string' },
              publishedAt: { type: 'string' },
              recipients: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              delivered: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              uniqueOpens: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              clicks: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              uniqueClicks: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            },
            required: [
              'newsletterId',
              'issueDate',
              'subject',
              'publishedAt',
              'recipients',
              'delivered',
              'uniqueOpens',
              'clicks',
              'uniqueClicks',
            ],
            additionalProperties: false,
          },
        },
      },
      required: ['kind', 'problem', 'issues'],
      additionalProperties: false,
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
