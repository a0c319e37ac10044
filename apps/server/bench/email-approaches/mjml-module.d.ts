// The part of MJML 5's API the comparison uses (the package ships no types).
declare module 'mjml' {
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip' },
  ): Promise<{ html: string; errors: unknown[] }>;
}
