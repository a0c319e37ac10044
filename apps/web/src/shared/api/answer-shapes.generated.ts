// Generated from the contracts by `npm run answers:generate -w apps/web`; do not edit.
// answer-shapes.test.ts fails when a shape no longer matches its contract.
import type { AnswerShape } from './answer-check';

export const workspacePage: AnswerShape = {
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
        results: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              workspaceId: {
                type: 'string',
                format: 'uuid',
                pattern:
                  '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
              },
              name: { type: 'string' },
              brand: { type: ['string', 'null'] },
              logo: { type: ['string', 'null'] },
              brandName: { type: ['string', 'null'] },
              brandColor: { type: ['string', 'null'] },
              publicationId: { type: ['string', 'null'] },
            },
            required: ['workspaceId', 'name', 'brand', 'logo', 'brandName', 'brandColor', 'publicationId'],
            additionalProperties: false,
          },
        },
        count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        page: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        pageSize: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        totalPages: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      },
      required: ['results', 'count', 'page', 'pageSize', 'totalPages'],
      additionalProperties: false,
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
export const workspaceList: AnswerShape = {
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
      type: 'array',
      items: {
        type: 'object',
        properties: {
          workspaceId: {
            type: 'string',
            format: 'uuid',
            pattern:
              '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
          },
          name: { type: 'string' },
          brand: { type: ['string', 'null'] },
          logo: { type: ['string', 'null'] },
          brandName: { type: ['string', 'null'] },
          brandColor: { type: ['string', 'null'] },
          publicationId: { type: ['string', 'null'] },
        },
        required: ['workspaceId', 'name', 'brand', 'logo', 'brandName', 'brandColor', 'publicationId'],
        additionalProperties: false,
      },
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
export const workspaceBrand: AnswerShape = {
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
        brand: { type: ['string', 'null'] },
        logo: { type: ['string', 'null'] },
        brandName: { type: ['string', 'null'] },
        brandColor: { type: ['string', 'null'] },
      },
      required: ['brand', 'logo', 'brandName', 'brandColor'],
      additionalProperties: false,
    },
  },
  required: ['meta', 'data'],
  additionalProperties: false,
};
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
