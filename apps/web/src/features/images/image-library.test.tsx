import type { Image } from '@newsletter-os/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { ImageLibraryPanel } from './ImageLibraryPanel';

function makeImage(n: number, overrides: Partial<Image> = {}): Image {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    workspaceId: WORKSPACE_ID,
    url: `https://app.example.org/uploads/images/${n}.webp`,
    thumbnailUrl: `https://app.example.org/uploads/images/${n}-thumb.webp`,
    originalName: `photo-${n}.png`,
    mimeType: 'image/webp',
    width: 800,
    height: 600,
    sizeBytes: 12_000,
    imageType: 'library',
    isFavorite: false,
    templateId: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

describe('image library panel', () => {
  it('uploads an image, selects it and hands it to onPick', async () => {
    const user = userEvent.setup();
    const uploaded = makeImage(3, { originalName: 'harbour.png' });
    let stored = [makeImage(1), makeImage(2)];
    const calls = serveContentApi((config) => {
      if (config.url === '/images/' && config.method === 'get') return ok(pageOf(stored, 1, stored.length, 10));
      if (config.url === '/images/' && config.method === 'post') {
        stored = [uploaded, ...stored];
        return { ...ok([uploaded], '1 images uploaded'), status: 201 };
      }
      return undefined;
    });
    const onPick = vi.fn();
    renderContent(<ImageLibraryPanel open onOpenChange={() => undefined} onPick={onPick} />);

    const list = await screen.findByRole('list', { name: 'Images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Use image' })).toBeDisabled();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'harbour.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image files'), file);

    await waitFor(() => expect(callsTo(calls, '/images/', 'post')).toHaveLength(1));
    const form = callsTo(calls, '/images/', 'post')[0]?.data as FormData;
    expect(form.get('workspaceId')).toBe(WORKSPACE_ID);
    expect((form.get('images') as File).name).toBe('harbour.png');

    expect(await screen.findByRole('button', { name: 'harbour.png' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Use image' }));
    expect(onPick).toHaveBeenCalledWith(uploaded);
  });

  it('filters favourites and pages through the library', async () => {
    const user = userEvent.setup();
    const calls = serveContentApi((config) => {
      if (config.url !== '/images/') return undefined;
      const page = Number(config.params.page);
      return ok(pageOf([makeImage(page)], page, 30, 10));
    });
    renderContent(<ImageLibraryPanel open onOpenChange={() => undefined} />);
    await screen.findByText('Showing 1–10 of 30 images');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(callsTo(calls, '/images/').at(-1)?.params).toMatchObject({ page: '2', pageSize: '10' }));

    await user.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    await waitFor(() =>
      expect(callsTo(calls, '/images/').at(-1)?.params).toEqual({
        workspaceId: WORKSPACE_ID,
        page: '1',
        pageSize: '10',
        isFavorite: 'true',
      }),
    );
  });

  it('refuses a file that is not an image before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const toastError = vi.spyOn(toast, 'error');
    const calls = serveContentApi((config) => (config.url === '/images/' ? ok(pageOf([], 1, 0, 10)) : undefined));
    renderContent(<ImageLibraryPanel open onOpenChange={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'No images yet' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image files'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(callsTo(calls, '/images/', 'post')).toHaveLength(0);
    expect(toastError).toHaveBeenCalledWith('notes.txt: use a PNG, JPEG, WebP or GIF image', expect.anything());
  });
});
