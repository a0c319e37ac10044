// Generated from the contracts by `npm run answers:generate -w apps/web`; do not edit.
// answer-shapes.test.ts fails when a shape no longer matches its contract.
import type { AnswerShape } from './answer-check';

export const publications: AnswerShape = {
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
      anyOf: [
        {
          type: 'object',
          properties: {
            results: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  name: { type: 'string' },
                  organization_name: { type: ['string', 'null'] },
                  active_subscriptions: {
                    anyOf: [
                      { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                      { type: 'null' },
                    ],
                  },
                },
                required: ['id', 'name', 'organization_name', 'active_subscriptions'],
                additionalProperties: false,
              },
            },
            linkedPublicationId: { type: ['string', 'null'] },
          },
          required: ['results', 'linkedPublicationId'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
export const insights: AnswerShape = {
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
      anyOf: [
        {
          type: 'object',
          properties: {
            time_period: { type: 'string', enum: ['4_weeks', '3_months', '6_months', '1_year', 'all_time'] },
            publication: {
              type: 'object',
              properties: { id: { type: 'string' }, name: { type: 'string' } },
              required: ['id', 'name'],
              additionalProperties: false,
            },
            overview: {
              type: 'object',
              properties: {
                total_subscribers: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                growth: { type: ['number', 'null'] },
                trend: { anyOf: [{ type: 'string', enum: ['up', 'down'] }, { type: 'null' }] },
              },
              required: ['total_subscribers', 'growth', 'trend'],
              additionalProperties: false,
            },
            performance_metrics: {
              type: 'object',
              properties: {
                active_subscribers: {
                  type: 'object',
                  properties: {
                    value: { type: 'number' },
                    growth: { type: ['number', 'null'] },
                    trend: { anyOf: [{ type: 'string', enum: ['up', 'down'] }, { type: 'null' }] },
                  },
                  required: ['value', 'growth', 'trend'],
                  additionalProperties: false,
                },
                open_rate: {
                  type: 'object',
                  properties: {
                    value: { type: 'number' },
                    growth: { type: ['number', 'null'] },
                    trend: { anyOf: [{ type: 'string', enum: ['up', 'down'] }, { type: 'null' }] },
                  },
                  required: ['value', 'growth', 'trend'],
                  additionalProperties: false,
                },
                click_through_rate: {
                  type: 'object',
                  properties: {
                    value: { type: 'number' },
                    growth: { type: ['number', 'null'] },
                    trend: { anyOf: [{ type: 'string', enum: ['up', 'down'] }, { type: 'null' }] },
                  },
                  required: ['value', 'growth', 'trend'],
                  additionalProperties: false,
                },
              },
              required: ['active_subscribers', 'open_rate', 'click_through_rate'],
              additionalProperties: false,
            },
            last_post_performance: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    title: { type: 'string' },
                    created_at: {
                      anyOf: [
                        { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                        { type: 'null' },
                      ],
                    },
                    recipients: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    open_rate: { type: 'number' },
                    click_through_rate: { type: 'number' },
                    unsubscribe_rate: { type: 'number' },
                  },
                  required: [
                    'id',
                    'title',
                    'created_at',
                    'recipients',
                    'open_rate',
                    'click_through_rate',
                    'unsubscribe_rate',
                  ],
                  additionalProperties: false,
                },
                { type: 'null' },
              ],
            },
            recent_posts: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  title: { type: 'string' },
                  status: { type: 'string' },
                  audience: { type: 'string' },
                  created_at: {
                    anyOf: [
                      { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                      { type: 'null' },
                    ],
                  },
                },
                required: ['id', 'title', 'status', 'audience', 'created_at'],
                additionalProperties: false,
              },
            },
            top_performing_posts: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  title: { type: 'string' },
                  open_rate: { type: 'number' },
                  click_rate: { type: 'number' },
                  recipients: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                },
                required: ['id', 'title', 'open_rate', 'click_rate', 'recipients'],
                additionalProperties: false,
              },
            },
            posts_in_period: {
              anyOf: [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, { type: 'null' }],
            },
            subscriber_history: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  date: { type: 'string' },
                  active_subscribers: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                },
                required: ['date', 'active_subscribers'],
                additionalProperties: false,
              },
            },
            history_starts_on: { type: ['string', 'null'] },
          },
          required: [
            'time_period',
            'publication',
            'overview',
            'performance_metrics',
            'last_post_performance',
            'recent_posts',
            'top_performing_posts',
            'posts_in_period',
            'subscriber_history',
            'history_starts_on',
          ],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
