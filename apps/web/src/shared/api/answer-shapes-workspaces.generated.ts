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
