import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_KIT_KEY, type FakeKit, startFakeKit } from '../../fakes/kit';
import {
  FAKE_MAILCHIMP_KEY,
  FAKE_MAILCHIMP_LIST_ID,
  type FakeMailchimp,
  startFakeMailchimp,
} from '../../fakes/mailchimp';
import { DestinationError, KitClient, MailchimpClient, mailchimpBaseUrl } from '../../src/integrations/publishing';

let mailchimp: FakeMailchimp;
let kit: FakeKit;
const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};
beforeAll(async () => {
  [mailchimp, kit] = await Promise.all([startFakeMailchimp(), startFakeKit()]);
});
afterAll(async () => {
  await mailchimp?.close();
  await kit?.close();
});

const mc = (apiKey = FAKE_MAILCHIMP_KEY) =>
  new MailchimpClient({ baseUrl: mailchimp.url, apiKey, allowPrivate: true, sleep });
const kc = (apiKey = FAKE_KIT_KEY) => new KitClient({ baseUrl: kit.url, apiKey, allowPrivate: true, sleep });
const html =
  '<html><head><style>p{color:red}</style></head><body><a href="https://shop.example/a">A</a><p>*|UNSUB|*</p></body></html>';

async function failure(promise: Promise<unknown>): Promise<DestinationError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DestinationError);
  return err as DestinationError;
}

describe('Mailchimp client', () => {
  it('takes the data centre from the key unless a base URL is configured', () => {
    expect(mailchimpBaseUrl('abc-us21')).toBe('https://us21.api.mailchimp.com/3.0');
    expect(mailchimpBaseUrl('abc')).toBeNull();
    expect(mailchimpBaseUrl('abc-us21', 'http://127.0.0.1:1/3.0')).toBe('http://127.0.0.1:1/3.0');
  });

  it('creates a regular campaign, sets the full document, sends it, finds it by marker and reads its figures', async () => {
    const client = mc();
    const since = new Date(Date.now() - 1000);
    const list = await client.getList(FAKE_MAILCHIMP_LIST_ID);
    expect(list.campaign_defaults?.from_name).toBe('Harbour Weekly');
    const created = await client.createCampaign({
      listId: FAKE_MAILCHIMP_LIST_ID,
      segmentId: '77',
      subject: 'Tides',
      previewText: 'High water at noon',
      title: 'Tides [nos:abc]',
      fromName: 'Harbour Weekly',
      replyTo: 'news@harbour.example',
    });
    expect(created.status).toBe('save');
    const stored = mailchimp.campaigns.find((c) => c.id === created.id);
    expect(stored?.recipients).toEqual({ list_id: FAKE_MAILCHIMP_LIST_ID, segment_opts: { saved_segment_id: 77 } });
    expect(stored?.settings).toMatchObject({ subject_line: 'Tides', preview_text: 'High water at noon' });
    await client.setContent(created.id, html);
    await client.send(created.id);
    expect(stored?.html).toContain('<style>');
    expect((await client.findCampaignByMarker(FAKE_MAILCHIMP_LIST_ID, '[nos:abc]', since))?.id).toBe(created.id);
    expect(await client.findCampaignByMarker(FAKE_MAILCHIMP_LIST_ID, '[nos:zzz]', since)).toBeNull();
    const report = await client.report(created.id);
    expect(report.emails_sent).toBe(1200);
    expect(await client.clickDetails(created.id)).toEqual([
      expect.objectContaining({ url: 'https://shop.example/a', unique_clicks: 135 }),
    ]);
    const again = await failure(client.send(created.id));
    expect(again.code).toBe('rejected');
  });

  it('a document without *|UNSUB|* is refused (400 problem document)', async () => {
    const client = mc();
    const created = await client.createCampaign({
      listId: FAKE_MAILCHIMP_LIST_ID,
      subject: 's',
      previewText: '',
      title: 't',
      fromName: 'f',
      replyTo: 'r@example.com',
    });
    await client.setContent(created.id, '<p>no footer</p>');
    const err = await failure(client.send(created.id));
    expect(err).toMatchObject({ code: 'rejected', message: 'Your Campaign is not ready to send.' });
  });

  it('maps 401, 403, 404, 429 and 503', async () => {
    mailchimp.setKey('k-401-us1', 'invalid_key');
    expect((await failure(mc('k-401-us1').getList(FAKE_MAILCHIMP_LIST_ID))).code).toBe('invalid_key');
    expect((await failure(mc().getList('nope'))).code).toBe('not_found');
    mailchimp.setKey('k-503-us1', 'down');
    expect((await failure(mc('k-503-us1').getList(FAKE_MAILCHIMP_LIST_ID))).code).toBe('unavailable');
    mailchimp.setKey('k-403-us1', 'cannot_send');
    const client = mc('k-403-us1');
    const created = await client.createCampaign({
      listId: FAKE_MAILCHIMP_LIST_ID,
      subject: 's',
      previewText: '',
      title: 't',
      fromName: 'f',
      replyTo: 'r@example.com',
    });
    expect((await failure(client.send(created.id))).code).toBe('plan_refused');
    mailchimp.setKey('k-429-us1', 'rate_limited_once');
    waits.length = 0;
    expect((await mc('k-429-us1').getList(FAKE_MAILCHIMP_LIST_ID)).id).toBe(FAKE_MAILCHIMP_LIST_ID);
    expect(waits).toEqual([1000]);
  });
});

describe('Kit client', () => {
  it('creates a broadcast sent now, finds it by marker across pages, and reads stats and clicks', async () => {
    const client = kc();
    expect((await client.account()).name).toBe('Harbour Weekly');
    const made = await client.createBroadcast({
      subject: 'Tides',
      previewText: 'High water',
      content: html,
      description: 'nos:kit-1',
      public: true,
      thumbnailUrl: 'https://img.example/t.png',
      tagId: '12',
      sendAt: new Date().toISOString(),
    });
    const stored = kit.broadcasts.find((b) => b.id === made.id);
    expect(stored).toMatchObject({
      subject: 'Tides',
      preview_text: 'High water',
      public: true,
      thumbnail_url: 'https://img.example/t.png',
      subscriber_filter: [{ all: [{ type: 'tag', ids: [12] }] }],
    });
    for (let i = 0; i < 120; i++) {
      await client.createBroadcast({
        subject: `Other ${i}`,
        previewText: '',
        content: '<p>x</p>',
        description: `other-${i}`,
        public: false,
        sendAt: new Date().toISOString(),
      });
    }
    expect((await client.findBroadcastByMarker('nos:kit-1'))?.id).toBe(made.id);
    expect(await client.findBroadcastByMarker('nos:none')).toBeNull();
    const stats = await client.stats(String(made.id));
    expect(stats.recipients).toBe(860);
    expect(await client.clicks(String(made.id))).toEqual([{ url: 'https://shop.example/a', uniqueClicks: 86 }]);
  });

  it('maps 401, 403 (plan), 422 and 429', async () => {
    kit.setKey('kit-401', 'invalid_key');
    expect((await failure(kc('kit-401').account())).code).toBe('invalid_key');
    kit.setKey('kit-403', 'no_api_plan');
    const input = { subject: 's', previewText: '', content: '<p>x</p>', description: 'd', public: false, sendAt: '' };
    expect((await failure(kc('kit-403').createBroadcast(input))).code).toBe('plan_refused');
    const bad = await failure(kc().createBroadcast({ ...input, subject: '' }));
    expect(bad).toMatchObject({ code: 'rejected', message: "Subject can't be blank" });
    kit.setKey('kit-429', 'rate_limited_once');
    waits.length = 0;
    expect((await kc('kit-429').account()).name).toBe('Harbour Weekly');
    expect(waits).toEqual([1000]);
  });
});
