import { describe, expect, it } from 'vitest';
import { emptyPortalForm, eventTimeHint, formValuesOf, toFormData, validatePortalForm } from './form/portal-form';

const event = {
  ...emptyPortalForm,
  title: 'Harvest fair',
  description: 'Stalls and music.',
  eventStartsAt: '2030-09-12T10:00',
  venue: 'Village green',
  submitterName: 'Fran',
  submitterEmail: 'fran@example.com',
};

describe('public form values', () => {
  it('names each missing or wrong field with the server’s words', () => {
    expect(
      validatePortalForm('events', { ...event, venue: '', link: 'ftp://x', submitterEmail: 'nope' }, false),
    ).toEqual({
      venue: 'Venue or location is required',
      link: 'Enter a full http or https URL',
      submitterEmail: 'Enter a valid email address',
    });
    expect(validatePortalForm('events', { ...event, eventEndsAt: '2030-09-11T10:00' }, false)).toEqual({
      eventEndsAt: 'The event cannot end before it starts',
    });
  });

  it('asks for a description once a photo is chosen', () => {
    expect(validatePortalForm('events', event, true)).toEqual({
      imageAlt: 'Describe the image for readers who cannot see it',
    });
    expect(validatePortalForm('events', { ...event, imageAlt: 'Tractors' }, true)).toEqual({});
  });

  it('sends only the kind’s filled fields, local times as instants, and the anti-spam fields', () => {
    const form = toFormData(
      'events',
      { ...event, headline: 'not an event field' },
      {
        spam: { formToken: 'signed', altcha: 'proof' },
      },
    );
    expect([...form.keys()]).toEqual([
      'title',
      'description',
      'eventStartsAt',
      'venue',
      'submitterName',
      'submitterEmail',
      'formToken',
      'altcha',
    ]);
    expect(form.get('eventStartsAt')).toBe('2030-09-12T10:00:00.000Z');
  });

  it('reads event times on the newsletter’s clock, whatever the visitor’s zone', () => {
    const form = toFormData('events', { ...event, eventEndsAt: '2030-09-12T23:30' }, {}, 'America/Chicago');
    // 10:00 in Chicago (daylight time, UTC−5) is 15:00 UTC; 23:30 is 04:30 the next day.
    expect(form.get('eventStartsAt')).toBe('2030-09-12T15:00:00.000Z');
    expect(form.get('eventEndsAt')).toBe('2030-09-13T04:30:00.000Z');
    const back = formValuesOf({ eventStartsAt: '2030-09-12T15:00:00.000Z' }, 'America/Chicago');
    expect(back.eventStartsAt).toBe('2030-09-12T10:00');
  });

  it('names the newsletter’s zone, and the visitor’s own time when it is another', () => {
    expect(eventTimeHint('', 'America/Chicago', 'Europe/Berlin')).toBe(
      'Times in America/Chicago, the newsletter’s time zone.',
    );
    expect(eventTimeHint('2030-09-12T10:00', 'America/Chicago', 'America/Chicago')).toBe(
      'Times in America/Chicago, the newsletter’s time zone.',
    );
    expect(eventTimeHint('2030-09-12T10:00', 'America/Chicago', 'Europe/Berlin')).toBe(
      'Times in America/Chicago, the newsletter’s time zone. That is Thu, Sep 12, 5:00 PM your time (Europe/Berlin).',
    );
  });

  it('puts a submission’s fields back into the form to edit it', () => {
    const values = formValuesOf({ title: 'Ad', adStartsAt: '2030-10-01T00:00:00.000Z', imageAlt: null });
    expect(values).toMatchObject({ title: 'Ad', adStartsAt: '2030-10-01', imageAlt: '' });
  });
});
