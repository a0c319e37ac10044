import { feedTypeSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeValidationError, fieldErrorFromMessage, humanFieldName } from '../../src/lib/validation-errors';

function describeFailure(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return describeValidationError(result.error);
}

describe('validation errors in words a person understands', () => {
  it('names every invalid field, not only the first', () => {
    const schema = z.object({ firstName: z.string(), email: z.email(), bio: z.string().max(100) });
    const { message, errors } = describeFailure(schema, { email: 'nope', bio: 'x'.repeat(101) });
    expect(errors).toEqual([
      { field: 'firstName', message: 'First name is required.' },
      { field: 'email', message: 'Email must be a valid email address.' },
      { field: 'bio', message: 'Bio must be at most 100 characters.' },
    ]);
    expect(message).toBe('Please fix 3 fields: firstName, email, bio.');
  });

  it('uses the only error as the summary', () => {
    const { message } = describeFailure(z.object({ name: z.string().min(1) }), { name: '' });
    expect(message).toBe('Name is required.');
  });

  it('lists the allowed values of an enum', () => {
    const { errors } = describeFailure(z.object({ sort: z.enum(['rss', 'original', 'newest']) }), { sort: 'x' });
    expect(errors).toEqual([{ field: 'sort', message: 'Sort must be one of: rss, original, newest.' }]);
  });

  it('names items of a list by their dotted path', () => {
    const { errors } = describeFailure(z.object({ tagIds: z.array(z.uuid()) }), { tagIds: ['x'] });
    expect(errors).toEqual([{ field: 'tagIds.0', message: 'Item 1 of tag IDs must be a valid ID.' }]);
  });

  it('keeps a message written in the schema', () => {
    expect(describeFailure(z.object({ type: feedTypeSchema }), { type: 'x' }).errors[0]?.message).toMatch(
      /^Use one of rss, /,
    );
    const email = z.object({ email: z.email({ message: 'Enter a valid email address' }) });
    expect(describeFailure(email, { email: 'nope' }).errors).toEqual([
      { field: 'email', message: 'Enter a valid email address.' },
    ]);
  });

  it('names each unknown key as its own field', () => {
    const { errors } = describeFailure(z.strictObject({ a: z.string() }), { a: 'x', b: 1 });
    expect(errors).toEqual([{ field: 'b', message: 'B is not an accepted field.' }]);
  });

  it('says what a missing body or query is', () => {
    expect(describeFailure(z.object({ a: z.string() }), undefined).errors).toEqual([
      { field: 'body', message: 'The request body is required.' },
    ]);
    const result = z.object({ a: z.string() }).safeParse(null);
    if (result.success) throw new Error('expected the input to be invalid');
    expect(describeValidationError(result.error, 'query').errors[0]?.field).toBe('query');
  });

  it('turns hand-written "field: detail" messages into sentences', () => {
    expect(fieldErrorFromMessage('title', 'title: must not contain NUL characters')).toEqual({
      field: 'title',
      message: 'Title must not contain NUL characters.',
    });
    expect(fieldErrorFromMessage('title', 'title: Title is required')).toEqual({
      field: 'title',
      message: 'Title is required.',
    });
    expect(fieldErrorFromMessage('image', 'image: send an image file or imageUrl, not both').message).toBe(
      'Send an image file or imageUrl, not both.',
    );
  });

  it('reads camelCase, snake_case and acronyms', () => {
    expect(humanFieldName('businessCompanyId')).toBe('Business company ID');
    expect(humanFieldName('search_param')).toBe('Search param');
    expect(humanFieldName('imageUrl')).toBe('Image URL');
  });
});
