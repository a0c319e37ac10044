import type { BusinessUser, UserType } from '@newsletter-os/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callPath,
  makeWorkspace,
  mockServer,
  pageOf,
  renderAt,
  resetAfterTest,
  routesServer,
  WORKSPACE_A,
  WORKSPACE_B,
} from '../../../test/app-server';
import { bodyOf, ok, signIn, USER_ID } from '../../../test/helpers';
import { UsersSettingsTab } from './UsersSettingsTab';

afterEach(resetAfterTest);

const workspaces = [makeWorkspace(WORKSPACE_A, 'Harbour Weekly'), makeWorkspace(WORKSPACE_B, 'Harbour Events')];

function member(id: string, name: string, userType: UserType, overrides: Partial<BusinessUser> = {}): BusinessUser {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    userType,
    gender: null,
    isVerified: true,
    workspaces: [{ workspaceId: WORKSPACE_A, name: 'Harbour Weekly' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const OTHER_ADMIN = '00000000-0000-4000-8000-0000000000a1';
const EDITOR = '00000000-0000-4000-8000-0000000000b2';
const PARTNER = '00000000-0000-4000-8000-0000000000c3';

function team(callerType: UserType): BusinessUser[] {
  return [
    member(USER_ID, 'Ada Lovelace', callerType),
    member(OTHER_ADMIN, 'Grace Hopper', 'admin'),
    member(EDITOR, 'Sam Editor', 'user', { gender: 'female' }),
    member(PARTNER, 'Kim Partner', 'partner', { workspaces: [] }),
  ];
}

function server(users: BusinessUser[], extra: Parameters<typeof routesServer>[0] = {}) {
  return mockServer(
    routesServer({
      'get /users': pageOf(users, 10),
      'get /workspaces/business/': pageOf(workspaces, 100),
      'get /invitations/': pageOf([], 10),
      ...Object.fromEntries(users.map((user) => [`get /users/${user.id}/`, ok(user)])),
      ...extra,
    }),
  );
}

function row(name: string) {
  const cell = screen.getByRole('cell', { name: new RegExp(`^${name}`) });
  return within(cell.closest('tr') as HTMLTableRowElement);
}

describe('users tab', () => {
  it('lists name, email, type and newsletters from page 1 of size 10', async () => {
    signIn();
    const calls = server(team('admin'));
    renderAt(<UsersSettingsTab />, '/settings?tab=users');
    expect(await screen.findByRole('cell', { name: 'sam@example.com' })).toBeInTheDocument();
    const usersCall = calls.find((call) => call.url === '/users');
    expect(usersCall && callPath(usersCall)).toBe('/users?page=1&pageSize=10');
    expect(row('Sam Editor').getByText('User')).toBeInTheDocument();
    expect(row('Sam Editor').getByText('Harbour Weekly')).toBeInTheDocument();
    expect(row('Kim Partner').getByText('Partner')).toBeInTheDocument();
    expect(row('Kim Partner').getByText('None')).toBeInTheDocument();
  });

  it('gives an admin edit and remove on everyone, except removing themself', async () => {
    signIn({ user: { userType: 'admin' } });
    server(team('admin'));
    renderAt(<UsersSettingsTab />, '/settings');
    await screen.findByRole('cell', { name: 'grace@example.com' });
    for (const name of ['Grace Hopper', 'Sam Editor', 'Kim Partner']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('gives a manager no controls on admins, and no admin choice when editing others', async () => {
    signIn({ user: { userType: 'manager' } });
    server(team('manager'));
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await screen.findByRole('cell', { name: 'grace@example.com' });
    expect(screen.queryByRole('button', { name: 'Edit Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sam Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sam Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Editor' });
    const type = within(dialog).getByLabelText('User type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select type', 'User', 'Partner', 'Manager']);
  });

  it("offers a manager's invitation no admin type", async () => {
    signIn({ user: { userType: 'manager' } });
    server(team('manager'));
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Invite users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite users' });
    const type = within(dialog).getByLabelText('User type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select type', 'User', 'Partner', 'Manager']);
  });

  it('invites with a blank type first and the chosen newsletters', async () => {
    signIn();
    const calls = server(team('admin'), {
      'post /invite-users/': ok({ invited: [{ email: 'new@example.com', expiresAt: '2026-01-08T00:00:00.000Z' }] }),
    });
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Invite users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite users' });
    const type = within(dialog).getByLabelText('User type');
    expect(type).toHaveValue('');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select type', 'Admin', 'User', 'Partner', 'Manager']);
    await user.type(within(dialog).getByLabelText('Email addresses'), 'new@example.com');
    await user.selectOptions(type, 'user');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Harbour Events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const invite = calls.find((call) => call.url === '/invite-users/');
    expect(invite && bodyOf(invite)).toEqual({
      emails: ['new@example.com'],
      userType: 'user',
      workspaces: [WORKSPACE_B],
    });
  });

  it('edits name, gender (blank "Select gender" sends null), type and newsletters', async () => {
    signIn();
    const users = team('admin');
    const calls = server(users, {
      [`put /users/${EDITOR}/update/`]: (config) => {
        const body = bodyOf(config) as { name: string; workspaces: string[] };
        const refs = workspaces.filter((workspace) => body.workspaces.includes(workspace.workspaceId));
        return ok({
          ...users[2],
          name: body.name,
          workspaces: refs.map(({ workspaceId, name }) => ({ workspaceId, name })),
        });
      },
    });
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Editor' });
    const gender = within(dialog).getByLabelText('Gender');
    expect(gender).toHaveValue('female');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Binary']);
    await user.selectOptions(gender, '');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Sam Writer');
    await user.selectOptions(within(dialog).getByLabelText('User type'), 'manager');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Harbour Events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = calls.find((call) => call.method === 'put');
    expect(update?.url).toBe(`/users/${EDITOR}/update/`);
    expect(update && bodyOf(update)).toEqual({
      name: 'Sam Writer',
      gender: null,
      userType: 'manager',
      workspaces: [WORKSPACE_A, WORKSPACE_B],
    });
  });

  it('removes a user only after confirmation', async () => {
    signIn();
    const calls = server(team('admin'), { 'delete /users/delete/': ok(null, 'User removed') });
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Remove Kim Partner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Kim Partner?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Kim Partner' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const removal = calls.find((call) => call.method === 'delete');
    expect(removal && callPath(removal)).toBe(`/users/delete/?userId=${PARTNER}`);
    // The list is fetched again after the removal.
    expect(calls.filter((call) => call.url === '/users').length).toBeGreaterThanOrEqual(2);
  });

  it('pages through the users', async () => {
    signIn();
    const users = team('admin');
    const calls = mockServer(
      routesServer({
        'get /users': (config) => {
          const page = Number(config.params.page);
          return pageOf(page === 1 ? users : [member(EDITOR, 'Page Two Person', 'user')], 10, page, 11);
        },
      }),
    );
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page Two Person')).toBeInTheDocument();
    expect(calls.map(callPath)).toContain('/users?page=2&pageSize=10');
  });
});

const INVITE_ID = '00000000-0000-4000-8000-0000000000d4';
const ADMIN_INVITE_ID = '00000000-0000-4000-8000-0000000000e5';
const pendingInvite = {
  id: INVITE_ID,
  email: 'newcomer@example.com',
  userType: 'user' as const,
  sentAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2099-03-08T09:00:00.000Z',
};
const adminInvite = { ...pendingInvite, id: ADMIN_INVITE_ID, email: 'boss@example.com', userType: 'admin' as const };

describe('pending invitations', () => {
  it('lists email, type, sent and expiry, and resends one', async () => {
    signIn();
    const calls = server(team('admin'), {
      'get /invitations/': pageOf([pendingInvite], 10),
      [`post /invitations/${INVITE_ID}/resend/`]: ok({ ...pendingInvite, id: ADMIN_INVITE_ID }, 'Invitation sent'),
    });
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(list).getByText('newcomer@example.com')).toBeInTheDocument();
    expect(within(list).getByText(/^User · Sent .*2026 ·/)).toBeInTheDocument();
    expect(within(list).getByText(/Expires .*2099/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Resend the invitation to newcomer@example.com' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/invitations/${INVITE_ID}/resend/`)).toBe(true));
    await waitFor(() => expect(calls.filter((call) => call.url === '/invitations/').length).toBeGreaterThanOrEqual(2));
  });

  it('revokes only after confirmation', async () => {
    signIn();
    const calls = server(team('admin'), {
      'get /invitations/': pageOf([pendingInvite], 10),
      [`delete /invitations/${INVITE_ID}/`]: ok(null, 'Invitation revoked'),
    });
    const user = userEvent.setup();
    renderAt(<UsersSettingsTab />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to newcomer@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(calls.some((call) => call.method === 'delete')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'delete')?.url).toBe(`/invitations/${INVITE_ID}/`);
  });

  it('gives a manager no controls on an admin’s invitation', async () => {
    signIn({ user: { userType: 'manager' } });
    server(team('manager'), { 'get /invitations/': pageOf([pendingInvite, adminInvite], 10) });
    renderAt(<UsersSettingsTab />, '/settings');
    await screen.findByText('boss@example.com');
    expect(screen.getByRole('button', { name: 'Resend the invitation to newcomer@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the invitation to boss@example.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke the invitation to boss@example.com' })).toBeNull();
  });
});

describe('users on a phone', () => {
  it('shows each user as a card with the same controls instead of a table', async () => {
    signIn();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query === '(max-width: 639px)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    server(team('admin'));
    renderAt(<UsersSettingsTab />, '/settings');
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).toBeNull();
    // One card per user (the newsletter names inside a card are a list of their own).
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(4);
    expect(within(cards).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Remove Kim Partner' })).toBeInTheDocument();
  });
});
