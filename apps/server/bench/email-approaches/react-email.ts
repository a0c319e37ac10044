// Decision spike (docs/decisions): the quality fixture through @react-email/components and @react-email/render.
// Rich text uses the product's inline renderer, so only the component layer differs.
import type { Block, NewsletterStyle } from '@newsletter-os/contracts';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import { eventLine } from '../../src/email/blocks/feed-blocks';
import { contextOf, type RenderableNewsletter, type RenderOptions } from '../../src/email/context';
import { renderInline } from '../../src/email/rich-text';
import { themeOf } from '../../src/email/theme';

type Context = ReturnType<typeof contextOf>;

const rich = (tag: string, html: string, style: object = {}) =>
  h(tag, { style: { margin: 0, ...style }, dangerouslySetInnerHTML: { __html: html } });

function card(children: ReactNode[], c: Context, background = '#ffffff') {
  return h(
    Section,
    {
      style: {
        border: `1px solid ${c.theme.colors.border}`,
        borderRadius: 8,
        padding: 16,
        margin: '0 0 16px',
        backgroundColor: background,
      },
    },
    ...children,
  );
}
const title = (text: string, href: string | undefined, c: Context) =>
  h(
    Text,
    {
      style: {
        fontSize: 18,
        fontWeight: 700,
        margin: '0 0 6px',
        fontFamily: c.theme.headingFont,
        color: c.theme.colors.heading,
      },
    },
    href ? h(Link, { href, style: { color: c.theme.colors.link } }, text) : text,
  );
const small = (text: string, c: Context) =>
  h(Text, { style: { fontSize: 13, color: c.theme.colors.muted, margin: '0 0 6px' } }, text);
const image = (src: string, alt: string, c: Context, href?: string) => {
  const img = h(Img, { src: c.imageUrl(src), alt, width: 552, height: 311, style: { width: '100%', height: 'auto' } });
  return href ? h(Link, { href }, img) : img;
};

function block(b: Block, c: Context): ReactNode {
  switch (b.type) {
    case 'paragraph':
    case 'blockquote':
      return rich('p', renderInline(b.content, c), {
        textAlign: b.align,
        fontSize: 16,
        lineHeight: 1.6,
        color: c.theme.colors.text,
        padding: '0 0 16px',
      });
    case 'h1':
    case 'h2':
    case 'h3':
      return h(Heading, {
        as: b.type,
        style: {
          textAlign: b.align,
          fontFamily: c.theme.headingFont,
          color: c.theme.colors.heading,
          margin: '0 0 16px',
        },
        dangerouslySetInnerHTML: { __html: renderInline(b.content, c) },
      });
    case 'code':
      return h(
        'pre',
        { style: { fontFamily: "'Courier New',monospace", backgroundColor: c.theme.colors.code, padding: 12 } },
        b.content.map((n) => (n.type === 'text' ? n.text : '\n')).join(''),
      );
    case 'ul':
    case 'ol':
      return h(
        b.type,
        { style: { textAlign: b.align } },
        ...b.items.map((i) => rich('li', renderInline(i.content, c))),
      );
    case 'image':
      return image(b.src, b.decorative ? '' : b.alt, c, b.href);
    case 'gif':
      return h(Section, null, image(b.src, b.alt, c), small(`GIF via ${b.provider}`, c));
    case 'youtube':
      return image(
        b.preview?.thumbnailUrl ?? 'https://i.ytimg.com/vi/x/hqdefault.jpg',
        `Play video: ${b.preview?.title ?? ''}`,
        c,
        b.url,
      );
    case 'twitter':
    case 'embed':
      return card(
        [
          b.preview?.thumbnailUrl ? image(b.preview.thumbnailUrl, '', c) : null,
          title(b.preview?.title ?? b.url, b.url, c),
        ],
        c,
      );
    case 'button':
      return h(
        Section,
        { style: { textAlign: b.align ?? 'center', padding: '0 0 24px' } },
        h(
          Button,
          {
            href: b.href,
            style: {
              backgroundColor: c.theme.button.background,
              color: c.theme.button.text,
              padding: '14px 28px',
              borderRadius: c.theme.button.radius,
            },
          },
          b.label,
        ),
      );
    case 'divider':
      return h(Hr, { style: { borderColor: c.theme.colors.border } });
    case 'article':
      return card(
        [
          b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : null,
          title(b.snapshot.title, b.snapshot.link, c),
          b.snapshot.summary ? h(Text, null, b.snapshot.summary) : null,
        ],
        c,
      );
    case 'event':
      return card(
        [
          b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : null,
          small(eventLine(b.snapshot, c), c),
          title(b.snapshot.title, b.snapshot.link, c),
        ],
        c,
      );
    case 'events':
      return card(
        b.entries.flatMap((e) => [title(e.snapshot.title, e.snapshot.link, c), small(eventLine(e.snapshot, c), c)]),
        c,
      );
    case 'ad':
      return card(
        [
          small(`Sponsored · ${b.snapshot.businessName ?? ''}`, c),
          b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : null,
          title(b.snapshot.title, b.snapshot.link, c),
        ],
        c,
        c.theme.colors.card,
      );
  }
}

export async function renderWithReactEmail(
  newsletter: RenderableNewsletter,
  style: NewsletterStyle,
  options: RenderOptions,
) {
  const c = contextOf(themeOf(style), style, options);
  const email = h(
    Html,
    { lang: c.lang, dir: c.dir },
    h(Head, null, h('title', null, newsletter.subject)),
    h(Preview, null, newsletter.preheader),
    h(
      Body,
      { style: { backgroundColor: c.theme.colors.page, fontFamily: c.theme.bodyFont } },
      h(
        Container,
        { style: { maxWidth: 600, backgroundColor: '#ffffff', padding: '24px' } },
        style.brandLogoUrl
          ? h(Img, {
              src: style.brandLogoUrl,
              alt: c.publicationName,
              width: 160,
              height: 48,
              style: { margin: '0 auto' },
            })
          : null,
        small(style.headerText, c),
        ...newsletter.document.blocks.map((b) => h(Section, { key: b.id }, block(b, c))),
        small(style.footerText, c),
      ),
    ),
  );
  return render(email);
}
