import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import type { RenderableNewsletter } from '../../src/email/render-newsletter';

// An Arabic newsletter for the right-to-left tests: a heading, text with a link and inline code, lists, a quote,
// a code block, an image, a story card, an event and a button.

const site = (path: string) => `https://riverside-news.example/ar/${path}`;
const text = (value: string) => ({ type: 'text' as const, text: value });
const feed = {
  contentType: 'feed' as const,
  sourceItemId: '00000000-0000-4000-8000-000000000001',
  snapshotAt: '2026-10-08T08:00:00.000Z',
  sourceUpdatedAt: '2026-10-08T08:00:00.000Z',
};

export const RTL_NEWSLETTER: RenderableNewsletter = {
  title: 'أخبار المدينة',
  subject: 'الجسر يفتح من جديد',
  preheader: 'وعشر فعاليات هذا الأسبوع',
  issueDate: '2026-10-10',
  document: newsletterDocumentSchema.parse({
    schemaVersion: 1,
    blocks: [
      { id: 'title', type: 'h1', content: [text('هذا الأسبوع في المدينة')] },
      {
        id: 'intro',
        type: 'paragraph',
        content: [
          text('صباح الخير! '),
          { type: 'text', text: 'خبر مهم', marks: [{ type: 'textStyle', attrs: { color: '#dc2626' } }] },
          text(': '),
          { type: 'text', text: 'الجسر القديم', marks: [{ type: 'link', attrs: { href: site('bridge') } }] },
          text(' يفتح يوم الاثنين. الرمز '),
          { type: 'text', text: 'A-12', marks: [{ type: 'code' }] },
          text(' على اللافتات.'),
        ],
      },
      {
        id: 'bullets',
        type: 'ul',
        items: [
          { content: [text('السوق يوم السبت')] },
          { content: [text('المكتبة تفتح حتى العاشرة مساءً طوال أيام الأسبوع، ما عدا يوم الجمعة')] },
          { content: [text('مقهى التصليح')] },
        ],
      },
      {
        id: 'steps',
        type: 'ol',
        items: [{ content: [text('سجّل على الموقع')] }, { content: [text('اختر موعداً')] }],
      },
      { id: 'quote', type: 'blockquote', content: [text('المدينة هي أهلها. مقابلة مع رئيسة البلدية.')] },
      { id: 'hours', type: 'code', content: [text('Mon–Fri  9:00–17:00\nSat      9:00–12:00')] },
      {
        id: 'photo',
        type: 'image',
        src: 'https://images.riverside-news.example/2026/10/stamp.jpg',
        alt: 'طابع بريدي للجسر',
        decorative: false,
        width: 200,
        height: 120,
        caption: 'تصوير: آنا',
      },
      {
        id: 'story',
        type: 'article',
        ...feed,
        snapshot: {
          title: 'الجسر يفتح بعد عامين',
          summary: 'الجسر الحجري القديم يستقبل السيارات من جديد مع مسار للدراجات.',
          imageUrl: 'https://images.riverside-news.example/2026/10/bridge.jpg',
          link: site('bridge'),
        },
      },
      {
        id: 'concert',
        type: 'event',
        ...feed,
        snapshot: {
          title: 'حفل الخريف',
          startsAt: '2026-10-17T18:00:00.000Z',
          venue: 'قاعة البلدية',
          link: site('concert'),
        },
      },
      { id: 'cta', type: 'button', label: 'اشترك', href: site('subscribe') },
    ],
  }),
};
