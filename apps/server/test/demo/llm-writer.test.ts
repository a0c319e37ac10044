import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchema, labelledValues, schemaValue } from '../../fakes/llm-provider/structured';
import { asksForIssueTexts, writtenIssue } from '../../fakes/llm-provider/writer';
import { modelDraftSchema } from '../../src/modules/ai/drafts/compose';

/** The prompt the draft service writes for its items (see ai/drafts/service.ts). */
const PROMPT = [
  'Draft the issue of 2031-05-01 from these items:',
  '',
  'itemId: a1',
  'kind: article',
  'title: """Mill Street bridge reopens."""',
  'text: """The bridge reopened on Friday. Cyclists get a lane of their own. The detour ends."""',
  '',
  'itemId: b2',
  'kind: article',
  'title: """Library adds Sunday hours"""',
  'text: """Open noon to 5 pm."""',
  '',
  'itemId: c3',
  'kind: event',
  'title: """Jazz night at the bandstand"""',
  'text: """Bring a blanket."""',
].join('\n');

describe('the demo’s offline writer', () => {
  it('writes a draft’s title, subject, preheader and intro from the chosen items, in the schema asked for', () => {
    const schema = z.toJSONSchema(modelDraftSchema) as JsonSchema;
    const labels = labelledValues(PROMPT);
    expect(asksForIssueTexts(Object.keys(schema.properties ?? {}))).toBe(true);
    const draft = modelDraftSchema.parse(schemaValue(schema, labels, undefined, writtenIssue(labels)));
    expect(draft.title).toBe('This week: Mill Street bridge reopens');
    expect(draft.intro).toBe(
      'Good morning, neighbours. Our top story: Mill Street bridge reopens. The bridge reopened on Friday. ' +
        'Also in this issue: Library adds Sunday hours. On the calendar: Jazz night at the bandstand.',
    );
    expect(draft.stories).toEqual([
      { itemId: 'a1', headline: 'Mill Street bridge reopens.', summary: expect.stringMatching(/^The bridge reopened/) },
      { itemId: 'b2', headline: 'Library adds Sunday hours', summary: 'Open noon to 5 pm.' },
      { itemId: 'c3', headline: 'Jazz night at the bandstand', summary: 'Bring a blanket.' },
    ]);
    expect(JSON.stringify(draft)).not.toMatch(/Offline demo/);
    expect(writtenIssue(labels)).toMatchObject({
      subject: 'Mill Street bridge reopens',
      preheader: 'Plus: Library adds Sunday hours · Jazz night at the bandstand',
    });
  });

  it('keeps to the lengths of a subject line and preheader', () => {
    const long = 'A very long headline about the riverside park plans '.repeat(4);
    const written = writtenIssue(labelledValues(`title: """${long}"""\ntitle: """${long}"""\ntitle: """${long}"""`));
    expect(written?.subject.length).toBeLessThanOrEqual(80);
    expect(written?.preheader.length).toBeLessThanOrEqual(120);
    expect(written?.subject).toMatch(/…$/);
  });

  it('leaves an item’s rewrite and a prompt without items to the labelled answers', () => {
    expect(asksForIssueTexts(['title', 'description'])).toBe(false);
    expect(writtenIssue(labelledValues('Rank nothing'))).toBeUndefined();
  });
});
