import { type Tone, toneNumberStyleLabels } from '@newsletter-os/contracts';

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * A tone as a section of the system prompt. Deterministic: the same tone always gives the same text (no dates,
 * no ordering by anything but the tone's own lists), so answers are reproducible and tests can pin it.
 * Sample texts are labelled as style only: their facts must never reach an answer.
 */
export function renderTone(tone: Pick<Tone, Exclude<keyof Tone, 'id' | 'updatedAt' | 'isDefault'>>): string {
  const sections: string[] = [`<tone name="${tone.name.replaceAll('"', "'")}">`];
  if (tone.description) sections.push(`Voice: ${tone.description}`);
  if (tone.traits.length) sections.push(`Traits:\n${list(tone.traits.map((t) => `${t.is}, not ${t.isNot}`))}`);
  if (tone.dos.length) sections.push(`Do:\n${list(tone.dos)}`);
  if (tone.donts.length) sections.push(`Don't:\n${list(tone.donts)}`);
  if (tone.preferredTerms.length) sections.push(`Preferred terms:\n${list(tone.preferredTerms)}`);
  if (tone.bannedTerms.length) sections.push(`Never use these terms:\n${list(tone.bannedTerms)}`);
  const rules = [
    tone.style.apStyle ? 'Follow AP style.' : null,
    tone.style.oxfordComma ? 'Use the Oxford comma.' : 'Do not use the Oxford comma.',
    `Numbers: ${toneNumberStyleLabels[tone.style.numbers]}.`,
    tone.targetGrade === null ? null : `Write for a reading grade of about ${tone.targetGrade}.`,
  ].filter((rule): rule is string => rule !== null);
  sections.push(`Style rules:\n${list(rules)}`);
  if (tone.samples.length) {
    const samples = tone.samples.map((sample, i) => `<sample ${i + 1}>\n${sample}\n</sample ${i + 1}>`).join('\n');
    sections.push(`Samples of the voice (style only, never facts: do not reuse anything they say):\n${samples}`);
  }
  sections.push('</tone>');
  return sections.join('\n\n');
}
