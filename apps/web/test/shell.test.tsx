import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../src/app/shell/shell-store';
import { useWorkspaceStore } from '../src/features/workspaces/store';
import { renderApp, signIn } from './helpers';

afterEach(() => {
  useShellStore.setState({ collapsed: false, drawerOpen: false });
  useWorkspaceStore.getState().clearSelectedWorkspace();
});

function mockDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(min-width: 1024px)',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function sidebarLabels() {
  const nav = within(screen.getByTestId('sidebar-wrapper')).getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('shell', () => {
  it('shows the normal menu to admins', async () => {
    signIn({ user: { userType: 'admin' } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Insights' });
    expect(sidebarLabels()).toEqual([
      'Dashboard',
      'Newsletter Builder',
      'AI Chats',
      'Content Manager',
      'Scheduler',
      'Settings',
    ]);
  });

  it('hides Settings from userType user and sends them from /settings to the first item, keeping the query', async () => {
    signIn({ user: { userType: 'user' } });
    const app = renderApp('/settings?tab=api&workspaceId=ws-1');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(app.location().search).toBe('?tab=api&workspaceId=ws-1');
    expect(sidebarLabels()).not.toContain('Settings');
  });

  it('gives partners Content Upload and Content History only', async () => {
    signIn({ user: { userType: 'partner' } });
    const app = renderApp('/dashboard?workspaceId=ws-9');
    await waitFor(() => expect(app.location().pathname).toBe('/content-upload-portal'));
    expect(app.location().search).toBe('?workspaceId=ws-9');
    expect(sidebarLabels()).toEqual(['Content Upload', 'Content History']);
  });

  it.each(['/profile', '/change-password'])('lets a partner open %s', async (path) => {
    signIn({ user: { userType: 'partner' } });
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe(path);
  });

  it('keeps workspaceId on menu links', async () => {
    signIn();
    renderApp('/dashboard?workspaceId=ws-1');
    await screen.findByRole('heading', { name: 'Insights' });
    const nav = within(screen.getByTestId('sidebar-wrapper')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Scheduler' })).toHaveAttribute('href', '/Scheduler?workspaceId=ws-1');
  });

  it('collapses the sidebar to w-16 and expands it to w-64 on wide screens', async () => {
    mockDesktop();
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Insights' });
    const aside = screen.getByTestId('sidebar-wrapper').firstElementChild;
    expect(aside).toHaveClass('w-64');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(aside).toHaveClass('w-16');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(aside).toHaveClass('w-64');
  });

  it('opens the navigation drawer on narrow screens and closes it with Escape', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Insights' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Content Manager' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('closes the drawer when a link is followed', async () => {
    signIn();
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Insights' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Scheduler' }));
    await waitFor(() => expect(app.location().pathname).toBe('/Scheduler'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('makes the AI chat and the builder full height with no outer scroll', async () => {
    signIn();
    renderApp('/ai-chat');
    await screen.findByRole('heading', { name: 'AI Chats' });
    expect(screen.getByRole('main')).toHaveClass('overflow-hidden');
  });

  it('scrolls other screens inside the main area', async () => {
    signIn();
    renderApp('/Scheduler');
    await screen.findByRole('heading', { name: 'Scheduler' });
    expect(screen.getByRole('main')).toHaveClass('overflow-y-auto');
  });

  it('shows the workspace brand and falls back to the product logo when it fails to load', async () => {
    signIn();
    useWorkspaceStore.getState().setSelectedWorkspace({
      workspaceId: 'ws-1',
      name: 'Harbour Weekly',
      brand: 'https://cdn.example.com/broken.png',
      logo: null,
      publicationId: null,
    });
    renderApp('/dashboard');
    const logo = await screen.findByRole('img', { name: 'Harbour Weekly logo' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/broken.png');
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/logo.svg');
  });

  it('has the root view mounts: grey page, selection toolbar mount point', async () => {
    signIn();
    const { container } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Insights' });
    expect(container.firstElementChild).toHaveClass('bg-gray-100');
    expect(screen.getByTestId('selection-toolbar-root')).toBeInTheDocument();
    expect(screen.getByTestId('workspace-dropdown-slot')).toBeInTheDocument();
  });
});
