import { HtmlValidate } from 'html-validate';

/**
 * html-validate's recommended rules, less the ones email markup breaks on purpose: inline styles are how email
 * is styled, classic Outlook reads conditional comments and the presentational attributes (`bgcolor`, `align`,
 * `width`, `cellpadding`), and `<tbody>` would only add bytes. The role="article" wrapper is what screen readers
 * in webmail expect (an <article> element is not supported everywhere). Layout tables keep role="presentation"
 * rather than its ARIA 1.1 synonym role="none": older screen readers and mail clients know only the first.
 */
export const emailValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-conditional-comment': 'off',
    'no-deprecated-attr': 'off',
    'prefer-tbody': 'off',
    'presentation-role-style': 'off',
    'prefer-native-element': ['error', { exclude: ['article'] }],
  },
});

export async function validationErrors(html: string): Promise<string[]> {
  const report = await emailValidator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${message.ruleId}: ${message.message}`),
  );
}
