import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/app-server';
import { mockApi, ok, signIn } from '../../test/helpers';
// The screens these tests load through the route table, imported here so that their code is read while the file is
// collected, not inside a test's time limit: on a machine at load average 8 reading the builder's modules took
// longer than 5 s. The loads below then find them read, as a browser finds a preloaded chunk.
import * as builderScreen from '../features/newsletter-builder';
import { todayIssueDate } from '../features/newsletter-builder/issue-date';
import * as partnerUploadsScreen from '../features/partner-content';
import * as schedulerScreen from '../features/scheduler';
import { NewspaperIcon } from '../shared/ui/shell-icons';
import { preloadFirstScreen, routeChunks } from './router';
import * as shellScreen from './shell/AppShell';
import { SidebarNav } from './shell/Sidebar';

const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';
const at = (pathname: string, search = '') => ({ pathname, search });

describe('preloadFirstScreen', () => {
  it('starts the shell and the screen of a signed-in address together, and both arrive', async () => {
    const chunks = preloadFirstScreen(at('/newsletter-builder'), true);
    expect(chunks).toHaveLength(2);
    const [shell, builder] = await Promise.all(chunks.map((chunk) => chunk.load()));
    expect(shell).toHaveProperty('AppShell', shellScreen.AppShell);
    expect(builder).toHaveProperty('NewsletterBuilderPage', builderScreen.NewsletterBuilderPage);
  });

  it('finds the screen as the router does: from the route table, whatever the case of the address', async () => {
    const [, ads] = preloadFirstScreen(at('/ads'), true);
    const [, contentManager] = preloadFirstScreen(at('/content-manager'), true);
    const [, scheduler] = preloadFirstScreen(at('/scheduler'), true);
    const [, partnerUploads] = preloadFirstScreen(at('/content-upload-portal'), true);
    expect(ads).toBe(contentManager);
    expect(routeChunks).toContain(scheduler);
    expect(await scheduler?.load()).toHaveProperty('SchedulerPage', schedulerScreen.SchedulerPage);
    expect(await partnerUploads?.load()).toHaveProperty('ContentUploadPage', partnerUploadsScreen.ContentUploadPage);
  });

  it('starts nothing signed out, on a public page, or on an unknown one', () => {
    expect(preloadFirstScreen(at('/newsletter-builder'), false)).toEqual([]);
    expect(preloadFirstScreen(at('/login'), true)).toEqual([]);
    expect(preloadFirstScreen(at('/no-such-page'), true)).toEqual([]);
    expect(preloadFirstScreen(at('/dashboard/extra'), true)).toEqual([]);
  });

  it("asks for the builder's newsletter of the address's workspace and date with its code", async () => {
    signIn();
    const calls = mockApi(() => ok([]));
    preloadFirstScreen(at('/newsletter-builder', `?workspaceId=${WORKSPACE}&date=2026-06-12`), true);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({
      method: 'get',
      url: '/newsletters/',
      params: { workspaceId: WORKSPACE, date: '2026-06-12' },
    });
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });
});

describe('a menu link of the shell', () => {
  it("sends the builder's newsletter request as it is clicked, for the workspace in the address and today", async () => {
    signIn();
    const calls = mockApi(() => ok([]));
    renderAt(
      <SidebarNav
        items={[
          { label: 'Newsletter Builder', path: '/newsletter-builder', icon: NewspaperIcon, capability: 'useWorkspace' },
        ]}
        collapsed={false}
      />,
      `/dashboard?workspaceId=${WORKSPACE}`,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Newsletter Builder' }), { button: 0, ctrlKey: true });
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'Newsletter Builder' }), { button: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/newsletters/',
      params: { workspaceId: WORKSPACE, date: todayIssueDate() },
    });
  });
});
