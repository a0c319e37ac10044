import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeehiivView } from './BeehiivView';
import { beehiivPreviewDocument } from './email-preview';

const fragment =
  '<div lang="en" dir="ltr"><table role="presentation" style="max-width:600px"><tbody><tr><td><p style="color:#111827">Ferries run late</p></td></tr></tbody></table></div>';

describe('the Beehiiv preview', () => {
  it('puts the fragment alone on a plain page, with the subject as its title and no stylesheet', () => {
    const page = beehiivPreviewDocument(fragment, 'Harbour <news>');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.title).toBe('Harbour <news>');
    expect(doc.querySelector('style')).toBeNull();
    expect(doc.body.innerHTML).toBe(fragment);
    // The language and direction, from the fragment's wrapper, for the whole page.
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('shows the fields sent beside the body, and says what is missing', () => {
    const { rerender } = render(
      <BeehiivView
        beehiiv={{
          html: fragment,
          bytes: 22_214,
          previewText: 'Plus: the new bakery',
          subjectLine: 'Harvest fest is back',
          webTitle: 'Harvest fest returns to the market square',
          thumbnailUrl: 'https://images.example/concert.jpg',
        }}
      />,
    );
    expect(screen.getByText('Harvest fest is back')).toBeTruthy();
    // The web post's headline, as Beehiiv's archive shows it.
    expect(screen.getByText('Web title').nextElementSibling?.textContent).toBe(
      'Harvest fest returns to the market square',
    );
    expect(screen.getByText('Plus: the new bakery')).toBeTruthy();
    expect(screen.getByText('22.2 KB')).toBeTruthy();
    expect(screen.getByRole('img', { name: "The post's thumbnail" }).getAttribute('src')).toBe(
      'https://images.example/concert.jpg',
    );
    expect(screen.getByTitle('Beehiiv preview').getAttribute('srcdoc')).toContain('Ferries run late');
    expect(screen.getByRole('button', { name: 'Copy Beehiiv HTML' })).toBeTruthy();

    rerender(
      <BeehiivView
        beehiiv={{ html: fragment, bytes: 200, previewText: '', subjectLine: 'S', webTitle: 'S', thumbnailUrl: null }}
      />,
    );
    expect(screen.getByText('None: add a preheader so the inbox does not show the first lines')).toBeTruthy();
    expect(screen.getByText('None: the newsletter has no image')).toBeTruthy();
  });

  it("says whether our logo header and address footer are in the body, as the issue's switch says", () => {
    const beehiiv = {
      html: fragment,
      bytes: 200,
      previewText: '',
      subjectLine: 'S',
      webTitle: 'S',
      thumbnailUrl: null,
    };
    const { rerender } = render(<BeehiivView beehiiv={beehiiv} />);
    expect(screen.getByText(/so your logo header and address footer are left out/)).toBeTruthy();
    rerender(<BeehiivView beehiiv={beehiiv} headerAndFooter />);
    expect(screen.getByText(/your logo header and address footer are kept too, as this issue asks/)).toBeTruthy();
  });
});
