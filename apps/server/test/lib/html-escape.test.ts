import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html';
import { codeMail } from '../../src/modules/auth/mails';
import { invitationMail } from '../../src/modules/invitations/mails';

const hostile = `<script>alert("x")</script><img src=x onerror='y'>&amp;`;

/** True when the HTML holds no element the hostile text tried to open (its attributes then stay inert text). */
function holdsNoInjectedMarkup(html: string): boolean {
  return !html.includes('<script') && !html.includes('<img');
}

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(hostile)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt;&amp;amp;',
    );
  });

  it('leaves ordinary text as it is', () => {
    expect(escapeHtml('Café news, issue 12')).toBe('Café news, issue 12');
  });
});

describe('HTML bodies of system mails', () => {
  it('show a hostile business name and inviter name as text', () => {
    const mail = invitationMail({
      to: 'new@example.test',
      businessName: hostile,
      inviterName: `"><b>Mallory</b>`,
      userType: 'user',
      newsletterNames: [hostile],
      link: 'https://app.example.test/accept-invite?token=a"b<c',
    });
    expect(holdsNoInjectedMarkup(mail.html ?? '')).toBe(true);
    expect(mail.html).not.toContain('<b>Mallory');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.html).toContain('&quot;&gt;&lt;b&gt;Mallory&lt;/b&gt;');
    expect(mail.html).toContain('href="https://app.example.test/accept-invite?token=a&quot;b&lt;c"');
    // The plain-text part carries the names unchanged: it is never read as markup.
    expect(mail.text).toContain(hostile);
  });

  it('show a hostile account name as text', () => {
    const mail = codeMail('verify', { email: 'a@example.test', name: hostile }, '123456');
    expect(holdsNoInjectedMarkup(mail.html ?? '')).toBe(true);
    expect(mail.html).toContain(`<p>Hello ${escapeHtml(hostile)},</p>`);
  });
});
