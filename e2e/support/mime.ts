import { type AddressObject, simpleParser } from 'mailparser';

/** What the browser tests read from a captured message. */
export interface ParsedMail {
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );
}

/** A message as the product sent it, read by mailparser (MIME, transfer encodings, charsets, encoded words). */
export async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return {
    subject: mail.subject ?? '',
    from: (mail.from?.value ?? [])
      .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? '')))
      .join(', '),
    to: addresses(mail.to),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}
