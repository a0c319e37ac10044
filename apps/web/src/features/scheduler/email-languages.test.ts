import { describe, expect, it } from 'vitest';
import { languageOptions } from './email-languages';

describe('languageOptions', () => {
  it('offers the common languages by name, with the saved tag added when it is another', () => {
    const common = languageOptions('en');
    expect(common).toContainEqual({ value: 'ar', label: 'Arabic (ar)' });
    expect(common.filter((option) => option.value === 'en')).toHaveLength(1);
    expect(languageOptions('cy').at(-1)).toEqual({ value: 'cy', label: 'Welsh (cy)' });
  });
});
