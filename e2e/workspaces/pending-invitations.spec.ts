import type { InviteUsersBody } from '@newsletter-os/contracts';
import { expect, openSettings, test } from '../fixtures/content';
import { uniqueEmail } from '../fixtures/index';

test.describe('pending invitations in Settings → Users', () => {
  test('lists an unanswered invitation with its type and dates; resend respects the cool-down; revoke ends it', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    const email = uniqueEmail('pending');
    const body: InviteUsersBody = { emails: [email], userType: 'partner', workspaces: [workspaceId] };
    await publisher.api.post('/invite-users/', body);

    await openSettings(page, workspaceId, 'users');
    const list = page.getByRole('list', { name: 'Pending invitations' });
    const row = list.getByRole('listitem').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Partner · Sent .+ · Expires .+/);

    // Mailed a moment ago: sending it again now would only flood the inbox.
    await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
    await expect(
      page.getByText('This invitation was sent a moment ago. You can send it again in 10 minutes.'),
    ).toHaveCount(1);

    await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`The invitation to ${email} was revoked`)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  });
});
