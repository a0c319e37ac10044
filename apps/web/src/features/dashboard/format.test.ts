import { describe, expect, it } from 'vitest';
import { formatDay, formatGrowth, formatMetric, relativeTime } from './format';

describe('formatMetric', () => {
  it('subscriber counts get thousands separators', () => {
    expect(formatMetric(8421, 'subscribers')).toBe('8,421');
    expect(formatMetric(1250000, 'subscribers')).toBe('1,250,000');
  });

  it('rates get a % suffix, whatever their size', () => {
    expect(formatMetric(48.2, 'rate')).toBe('48.2%');
    expect(formatMetric(0.1, 'rate')).toBe('0.1%');
    expect(formatMetric(48, 'rate')).toBe('48.0%');
    expect(formatMetric(100, 'rate')).toBe('100.0%');
  });

  it('other values: under 1 a $ with two decimals, over 100 with separators', () => {
    expect(formatMetric(0.45, 'value')).toBe('$0.45');
    expect(formatMetric(8390, 'value')).toBe('8,390');
    expect(formatMetric(42, 'value')).toBe('42');
  });
});

describe('formatGrowth', () => {
  it('signs the change, or says nothing without a base', () => {
    expect(formatGrowth(5.3)).toBe('+5.3%');
    expect(formatGrowth(-2.14)).toBe('−2.1%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(null)).toBeNull();
  });
});

describe('relativeTime', () => {
  const now = 1_800_000_000_000;
  const secondsAgo = (s: number) => now / 1000 - s;
  const DAY = 86_400;

  it('N/A for a missing or non-positive time', () => {
    expect(relativeTime(null, now)).toBe('N/A');
    expect(relativeTime(undefined, now)).toBe('N/A');
    expect(relativeTime(0, now)).toBe('N/A');
    expect(relativeTime(-5, now)).toBe('N/A');
  });

  it('59 s is just now, 60 s a minute', () => {
    expect(relativeTime(secondsAgo(59), now)).toBe('Just now');
    expect(relativeTime(secondsAgo(60), now)).toBe('1 minute ago');
    expect(relativeTime(secondsAgo(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime(secondsAgo(3600), now)).toBe('1 hour ago');
  });

  it('29 days are days, 30 days a month, 365 days a year', () => {
    expect(relativeTime(secondsAgo(DAY), now)).toBe('1 day ago');
    expect(relativeTime(secondsAgo(29 * DAY), now)).toBe('29 days ago');
    expect(relativeTime(secondsAgo(30 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(secondsAgo(364 * DAY), now)).toBe('12 months ago');
    expect(relativeTime(secondsAgo(365 * DAY), now)).toBe('1 year ago');
    expect(relativeTime(secondsAgo(800 * DAY), now)).toBe('2 years ago');
  });

  it('a time in the future reads as just now', () => {
    expect(relativeTime(now / 1000 + 3600, now)).toBe('Just now');
  });
});

describe('formatDay', () => {
  it('names the day with its year', () => {
    expect(formatDay('2025-11-24')).toBe('Nov 24, 2025');
    expect(formatDay(1_795_305_600)).toBe('Nov 22, 2026');
  });
});
