import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_ID,
  callsTo,
  makeItem,
  pageOf,
  renderContent,
  serveContentApi,
  TAG_ARTS,
  WORKSPACE_ID,
} from '../../../test/content-api';
import { fail, ok } from '../../../test/helpers';
import { ContentManagerPage } from './ContentManagerPage';

function formFields(data: unknown): Record<string, string> {
  expect(data).toBeInstanceOf(FormData);
  const fields: Record<string, string> = {};
  for (const [key, value] of (data as FormData).entries()) fields[key] = typeof value === 'string' ? value : value.name;
  return fields;
}

async function openCreateDialog(tab: 'original' | 'ads' | 'events', button: string) {
  const user = userEvent.setup();
  renderContent(<ContentManagerPage initialTab={tab} />);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('create dialog validation', () => {
  it('needs a title and a valid link before anything is sent, then posts the multipart form to /feeds/', async () => {
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([]));
      if (config.url === '/feeds/') return { ...ok(makeItem({ feedType: 'original' }), 'Item created'), status: 201 };
      return undefined;
    });
    const { user, dialog } = await openCreateDialog('original', 'New original item');
    expect(within(dialog).getByRole('heading', { name: 'New original item' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create original item' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Title'), 'Harbour festival returns');
    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create original item' }));
    expect(await within(dialog).findByText('Enter a full http or https URL')).toBeInTheDocument();
    expect(callsTo(calls, '/feeds/')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://harbour.example.org/festival');
    await user.click(within(dialog).getByRole('button', { name: 'Arts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create original item' }));

    await waitFor(() => expect(callsTo(calls, '/feeds/', 'post')).toHaveLength(1));
    expect(formFields(callsTo(calls, '/feeds/')[0]?.data)).toEqual({
      workspaceId: WORKSPACE_ID,
      title: 'Harbour festival returns',
      link: 'https://harbour.example.org/festival',
      feedStatus: 'active',
      tagIds: JSON.stringify([TAG_ARTS]),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server error under the field it names', async () => {
    serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([]));
      if (config.url === '/feeds/') return fail(400, 'author: Author must be at most 200 characters');
      return undefined;
    });
    const { user, dialog } = await openCreateDialog('original', 'New original item');
    await user.type(within(dialog).getByLabelText('Title'), 'A title');
    await user.click(within(dialog).getByRole('button', { name: 'Create original item' }));
    expect(await within(dialog).findByText('Author must be at most 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Author')).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires the business company of an ad and refuses an end before the start', async () => {
    const calls = serveContentApi((config) => (config.url === '/feeds/list/' ? ok(pageOf([])) : undefined));
    const { user, dialog } = await openCreateDialog('ads', 'New ad');
    await user.type(within(dialog).getByLabelText('Title'), 'Spring sale');
    await user.type(within(dialog).getByLabelText('Runs from'), '2026-05-10T09:00');
    await user.type(within(dialog).getByLabelText('Runs until'), '2026-05-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create ad' }));

    expect(await within(dialog).findByText('Choose the business company')).toBeInTheDocument();
    expect(within(dialog).getByText('The ad cannot end before it starts')).toBeInTheDocument();
    expect(callsTo(calls, '/feeds-ads/')).toHaveLength(0);
  });

  it('requires an event start and both coordinates or neither', async () => {
    const calls = serveContentApi((config) => (config.url === '/events/list/' ? ok(pageOf([])) : undefined));
    const { user, dialog } = await openCreateDialog('events', 'New event');
    await user.type(within(dialog).getByLabelText('Title'), 'Regatta');
    await user.type(within(dialog).getByLabelText('Latitude'), '50.1');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));

    expect(await within(dialog).findByText('Event start is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(callsTo(calls, '/feeds-events/')).toHaveLength(0);
  });
});

describe('ad dialog', () => {
  it('creates the business company inline, chooses it, and posts the ad to /feeds-ads/', async () => {
    const companies: unknown[] = [];
    const created = {
      id: COMPANY_ID,
      workspaceId: WORKSPACE_ID,
      name: 'Quay Cafe',
      logo: null,
      website: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      adCount: 0,
      fromPublicForm: false,
      createdAt: '2026-05-01T09:00:00.000Z',
    };
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([]));
      if (config.url === '/business-companies/list/') return ok(pageOf(companies));
      if (config.url === '/business-companies/') {
        companies.push(created);
        return { ...ok(created, 'Business company created'), status: 201 };
      }
      if (config.url === '/feeds-ads/') return { ...ok(makeItem({ feedType: 'ads' }), 'Ad created'), status: 201 };
      return undefined;
    });
    const { user, dialog } = await openCreateDialog('ads', 'New ad');
    await user.type(within(dialog).getByLabelText('Title'), 'Coffee mornings');
    await user.click(within(dialog).getByRole('button', { name: 'New company' }));

    const companyDialog = await screen.findByRole('dialog', { name: 'New business company' });
    await user.type(within(companyDialog).getByLabelText('Company name'), 'Quay Cafe');
    await user.click(within(companyDialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New business company' })).not.toBeInTheDocument());
    const companyForm = callsTo(calls, '/business-companies/', 'post')[0]?.data;
    expect(formFields(companyForm)).toEqual({ workspaceId: WORKSPACE_ID, name: 'Quay Cafe' });
    // Creating the company did not submit the ad form around it.
    expect(callsTo(calls, '/feeds-ads/')).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getByLabelText('Business company')).toHaveValue(COMPANY_ID));
    await user.click(within(dialog).getByRole('button', { name: 'Create ad' }));
    await waitFor(() => expect(callsTo(calls, '/feeds-ads/', 'post')).toHaveLength(1));
    expect(formFields(callsTo(calls, '/feeds-ads/')[0]?.data)).toMatchObject({
      title: 'Coffee mornings',
      businessCompanyId: COMPANY_ID,
    });
  });
});

describe('edit dialog', () => {
  it('saves through /feeds-update/ with the id, and keeps an untouched image', async () => {
    const user = userEvent.setup();
    const item = makeItem({ title: 'Old title', imageUrl: 'https://cdn.example.org/a.png', author: 'Ann' });
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([item]));
      if (config.url === '/feeds-update/') return ok({ ...item, title: 'New title' }, 'Item updated');
      return undefined;
    });
    renderContent(<ContentManagerPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Old title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.clear(within(dialog).getByLabelText('Author'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(calls, '/feeds-update/', 'post')).toHaveLength(1));
    const fields = formFields(callsTo(calls, '/feeds-update/')[0]?.data);
    expect(fields).toMatchObject({ id: item.id, workspaceId: WORKSPACE_ID, title: 'New title', author: '' });
    expect(fields).not.toHaveProperty('imageUrl');
    expect(fields).not.toHaveProperty('businessCompanyId');
  });
});

describe('content box', () => {
  const html = '<p>Harbour <b>fair</b> on <a href="https://fair.example/map">12 May</a>.</p><p>Stalls &amp; music.</p>';

  async function openEdit(item: ReturnType<typeof makeItem>) {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url === '/feeds/list/') return ok(pageOf([item]));
      if (config.url === '/feeds-update/') return ok(item, 'Item updated');
      return undefined;
    });
    renderContent(<ContentManagerPage />);
    await user.click(await screen.findByRole('button', { name: `Edit ${item.title}` }));
    return { user, calls, dialog: await screen.findByRole('dialog') };
  }

  it('shows stored HTML as readable text, and saving it untouched keeps the stored HTML', async () => {
    const { user, calls, dialog } = await openEdit(makeItem({ title: 'Fair', content: html }));
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Harbour fair on 12 May.\n\nStalls & music.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, '/feeds-update/', 'post')).toHaveLength(1));
    expect(formFields(callsTo(calls, '/feeds-update/')[0]?.data).content).toBe(html);
  });

  it('sends changed text as paragraphs of HTML, escaping what looks like markup', async () => {
    const { user, calls, dialog } = await openEdit(makeItem({ title: 'Fair', content: html }));
    const content = within(dialog).getByLabelText('Content');
    await user.clear(content);
    await user.type(content, 'First line{Enter}same paragraph{Enter}{Enter}Fish <3 chips');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, '/feeds-update/', 'post')).toHaveLength(1));
    expect(formFields(callsTo(calls, '/feeds-update/')[0]?.data).content).toBe(
      '<p>First line<br>same paragraph</p><p>Fish &lt;3 chips</p>',
    );
  });

  it('starts the date of a new item empty and says what empty means', async () => {
    serveContentApi((config) => (config.url === '/feeds/list/' ? ok(pageOf([])) : undefined));
    const { dialog } = await openCreateDialog('original', 'New original item');
    expect(within(dialog).getByLabelText('Published')).toHaveValue('');
    expect(within(dialog).getByText('Leave empty to use the moment you create it.')).toBeInTheDocument();
  });

  it('does not tell an existing item to leave its date empty', async () => {
    const { dialog } = await openEdit(makeItem({ title: 'Dated', publishedAt: '2026-05-01T09:00:00.000Z' }));
    expect(within(dialog).getByLabelText('Published')).not.toHaveValue('');
    expect(within(dialog).getByText('Lists sort by this date.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Leave empty/)).not.toBeInTheDocument();
  });
});
