import { toneSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTone } from '../../src/modules/ai/tones/render';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { createAiTestApp } from './helpers';

const traits = [
  { is: 'Warm', isNot: 'gushing' },
  { is: 'Plain', isNot: 'dull' },
  { is: 'Local', isNot: 'parochial' },
];

const fullTone = {
  name: 'Front porch',
  description: 'A neighbour telling you what is on.',
  traits,
  dos: ['Lead with the date'],
  donts: ['Use exclamation marks'],
  preferredTerms: ['neighbours'],
  bannedTerms: ['synergy'],
  targetGrade: 8,
  style: { apStyle: true, oxfordComma: false, numbers: 'ap' as const },
  samples: ['The market opens at 9.'],
  isDefault: true,
};

describe('tones', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await createAiTestApp();
    tenant = await buildTenant(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: Record<string, unknown>) =>
    as(t, tenant.manager, {
      method: 'POST',
      url: '/api/v1/ai/tones/',
      payload: { workspaceId: tenant.workspace.id, ...payload },
    });

  it('creates, reads, replaces and deletes a tone; one default per newsletter', async () => {
    const created = await post(fullTone);
    expect(created.statusCode, created.body).toBe(201);
    expect(shapeDifferences(created.json().data, toneSchema)).toEqual([]);
    expect(created.json().data).toMatchObject(fullTone);

    const second = await post({ ...fullTone, name: 'Second', isDefault: true });
    const list = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/tones/?workspaceId=${tenant.workspace.id}`,
    });
    const defaults = list.json().data.filter((tone: { isDefault: boolean }) => tone.isDefault);
    expect(defaults.map((tone: { name: string }) => tone.name)).toEqual(['Second']);

    const id = second.json().data.id;
    const replaced = await as(t, tenant.admin, {
      method: 'PUT',
      url: `/api/v1/ai/tones/${id}/`,
      payload: { workspaceId: tenant.workspace.id, name: 'Renamed', traits },
    });
    expect(replaced.json().data).toMatchObject({ name: 'Renamed', dos: [], isDefault: false, targetGrade: null });

    const removed = await as(t, tenant.admin, {
      method: 'DELETE',
      url: `/api/v1/ai/tones/${id}/?workspaceId=${tenant.workspace.id}`,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/tones/${id}/?workspaceId=${tenant.workspace.id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('saves a tone with a name alone: traits are optional, and the prompt leaves them out', async () => {
    const res = await post({ name: 'Just a name' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.traits).toEqual([]);
    expect(renderTone(res.json().data)).not.toContain('Traits:');
  });

  it('refuses a second tone of the same name with 409 naming the field', async () => {
    await post({ name: 'Twin', traits });
    const res = await post({ name: 'twin', traits });
    expect(res.statusCode).toBe(409);
  });

  it('names the field of bad input', async () => {
    expectInvalidField(await post({ name: '', traits }), 'name');
    const six = [...traits, ...traits];
    expectInvalidField(await post({ name: 'Many', traits: six }), 'traits', 'Give at most 5 traits.');
    expectInvalidField(await post({ name: 'Half', traits: [{ is: 'Warm', isNot: '' }] }), 'traits.0.isNot');
    expectInvalidField(
      await post({ name: 'Many samples', traits, samples: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      'samples',
    );
    expectInvalidField(await post({ name: 'Grade', traits, targetGrade: 30 }), 'targetGrade');
    expectInvalidField(await post({ name: 'Numbers', traits, style: { numbers: 'roman' } }), 'style.numbers');
  });
});

describe('renderTone', () => {
  it('renders the same tone to the same text, samples marked as style only', () => {
    const tone = toneSchema.omit({ id: true, updatedAt: true }).parse({ ...fullTone });
    const first = renderTone(tone);
    expect(renderTone(structuredClone(tone))).toBe(first);
    expect(first).toContain('Warm, not gushing');
    expect(first).toContain('Never use these terms:\n- synergy');
    expect(first).toContain('Follow AP style.');
    expect(first).toContain('Do not use the Oxford comma.');
    expect(first).toContain('reading grade of about 8');
    expect(first).toContain('style only, never facts');
    expect(first).toMatchSnapshot();
  });
});
