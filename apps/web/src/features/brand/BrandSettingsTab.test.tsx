import { BRAND_LOGO_MAX_BYTES } from '@newsletter-os/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer, WORKSPACE_A } from '../../../test/app-server';
import { ok, signIn } from '../../../test/helpers';
import { useWorkspaceStore } from '../workspaces/store';
import { BrandSettingsTab } from './BrandSettingsTab';
import { logoFileProblem } from './logo-file';

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a stable one.
  URL.createObjectURL = () => 'blob:logo-preview';
  URL.revokeObjectURL = () => {};
  useWorkspaceStore.getState().setSelectedWorkspace({
    workspaceId: WORKSPACE_A,
    name: 'Harbour Weekly',
    brand: '/uploads/old.png',
    logo: '/uploads/old.png',
    publicationId: null,
  });
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  resetAfterTest();
});

const currentBrand = {
  brand: '/uploads/old.png',
  logo: '/uploads/old.png',
  brandName: 'Harbour',
  brandColor: '#112233',
};

function file(name: string, type: string, size = 1024) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('logo file check', () => {
  it('accepts PNG, JPEG, WebP and SVG up to 2 MB', () => {
    expect(logoFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(logoFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(logoFileProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(logoFileProblem(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(logoFileProblem(file('a.svg', ''))).toBeNull();
    expect(logoFileProblem(file('a.png', 'image/png', BRAND_LOGO_MAX_BYTES))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(logoFileProblem(file('a.gif', 'image/gif'))).toBe('Only PNG, JPEG, WebP and SVG images are accepted');
    expect(logoFileProblem(file('a.exe', ''))).toBe('Only PNG, JPEG, WebP and SVG images are accepted');
    expect(logoFileProblem(file('a.png', 'image/png', BRAND_LOGO_MAX_BYTES + 1))).toBe('The file must be at most 2 MB');
  });
});

describe('brand tab', () => {
  it('refuses a wrong file before uploading', async () => {
    signIn();
    const calls = mockServer(routesServer({ 'get /get-workspaces-brands': ok(currentBrand) }));
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<BrandSettingsTab />, `/settings?tab=brand&workspaceId=${WORKSPACE_A}`);
    await user.upload(await screen.findByLabelText('Logo'), file('big.png', 'image/png', BRAND_LOGO_MAX_BYTES + 1));
    expect(await screen.findByText('The file must be at most 2 MB')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), file('anim.gif', 'image/gif'));
    expect(await screen.findByText('Only PNG, JPEG, WebP and SVG images are accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save brand' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'post')).toBe(false);
  });

  it('previews the new logo, saves name, colour and file as multipart, and updates the header', async () => {
    signIn();
    const saved = {
      brand: '/uploads/new.png',
      logo: '/uploads/new.png',
      brandName: 'Harbour Town',
      brandColor: '#aa0000',
    };
    const calls = mockServer(
      routesServer({
        'get /get-workspaces-brands': ok(currentBrand),
        'post /update-workspaces-brands/': ok(saved, 'Brand updated'),
      }),
    );
    const user = userEvent.setup();
    renderAt(<BrandSettingsTab />, `/settings?tab=brand&workspaceId=${WORKSPACE_A}`);
    const name = await screen.findByLabelText('Brand name');
    expect(name).toHaveValue('Harbour');
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/uploads/old.png');

    await user.clear(name);
    await user.type(name, 'Harbour Town');
    const hex = screen.getByLabelText('Brand colour hex value');
    await user.clear(hex);
    await user.type(hex, '#AA0000');
    const logo = file('logo.png', 'image/png');
    await user.upload(screen.getByLabelText('Logo'), logo);
    expect(await screen.findByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute(
      'src',
      'blob:logo-preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save brand' }));

    await waitFor(() => expect(useWorkspaceStore.getState().selectedWorkspace?.brand).toBe('/uploads/new.png'));
    const post = calls.find((call) => call.method === 'post');
    expect(post?.url).toBe('/update-workspaces-brands/');
    const form = post?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('workspaceId')).toBe(WORKSPACE_A);
    expect(form.get('brandName')).toBe('Harbour Town');
    expect(form.get('brandColor')).toBe('#aa0000');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(useWorkspaceStore.getState().selectedWorkspace).toMatchObject({
      logo: '/uploads/new.png',
      brandName: 'Harbour Town',
    });
  });
});
