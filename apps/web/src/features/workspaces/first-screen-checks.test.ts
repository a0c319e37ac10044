import { validationErrorSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationErrorsIn } from '../../shared/api/errors';
import { WORKSPACE_ID_PATTERN } from './use-workspace-id';

/**
 * The first screens check a workspaceId parameter and a 400's field errors without zod (docs/decisions/0029): these
 * cases hold the written-out rules to the schemas they stand in for.
 */
describe('checks written out for the first screens agree with the schemas', () => {
  it.each([
    '3f2b9c1e-8d4a-4f6b-9c2d-1a2b3c4d5e6f',
    '3F2B9C1E-8D4A-4F6B-9C2D-1A2B3C4D5E6F',
    '01890a5d-ac96-774b-bcce-b302099a8057',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '3f2b9c1e-8d4a-0f6b-9c2d-1a2b3c4d5e6f',
    '3f2b9c1e-8d4a-4f6b-7c2d-1a2b3c4d5e6f',
    '3f2b9c1e-8d4a-4f6b-9c2d-1a2b3c4d5e6',
    '3f2b9c1e8d4a4f6b9c2d1a2b3c4d5e6f',
    ' 3f2b9c1e-8d4a-4f6b-9c2d-1a2b3c4d5e6f',
    'not-a-uuid',
    '',
  ])('workspaceId %j', (candidate) => {
    expect(WORKSPACE_ID_PATTERN.test(candidate)).toBe(z.uuid().safeParse(candidate).success);
  });

  it.each([
    { meta: { code: 0, message: 'Invalid' }, data: { errors: [{ field: 'name', message: 'Name is required' }] } },
    {
      meta: { code: 0, message: 'Invalid' },
      data: { errors: [{ field: 'name', message: 'Required', extra: 1 }], other: true },
    },
    { meta: { code: 0, message: 'Invalid' }, data: { errors: [] } },
    { meta: { code: 0.5, message: 'Invalid' }, data: { errors: [{ field: 'name', message: 'x' }] } },
    { meta: { code: 0 }, data: { errors: [{ field: 'name', message: 'x' }] } },
    { meta: { code: 0, message: 'Invalid' }, data: { errors: [{ field: 1, message: 'x' }] } },
    { meta: { code: 0, message: 'Invalid' }, data: { errors: [null] } },
    { meta: { code: 0, message: 'Invalid' }, data: null },
    { meta: null, data: { errors: [{ field: 'name', message: 'x' }] } },
    'Bad request',
    null,
  ])('400 body %j', (body) => {
    const parsed = validationErrorSchema.safeParse(body);
    expect(validationErrorsIn(body)).toEqual(parsed.success ? parsed.data.data.errors : null);
  });
});
