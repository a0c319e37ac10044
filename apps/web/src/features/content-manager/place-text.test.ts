import { describe, expect, it } from 'vitest';
import { placeText } from './ContentCard';

describe('placeText', () => {
  it.each([
    ['Harbor promenade', 'Harbor promenade, Harbor promenade, Millbrook', 'Harbor promenade, Millbrook'],
    ['Town Hall', 'Town Hall, 1 Main St', 'Town Hall, 1 Main St'],
    ['Bandstand', null, 'Bandstand'],
    [null, '1 Main St, Springfield', '1 Main St, Springfield'],
    [null, null, ''],
  ])('%j + %j → %j', (venue, address, expected) => {
    expect(placeText(venue, address)).toBe(expected);
  });
});
