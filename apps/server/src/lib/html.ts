/**
 * The one escape for plain text placed into HTML: mail bodies, rendered newsletters, and any markup built from
 * strings. Plain-text fields are stored decoded (a title may literally read `<script>`), so every HTML output must
 * pass each interpolated value through here, in element content and in quoted attribute values alike.
 */
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
