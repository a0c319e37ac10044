import { describe, expect, it } from 'vitest';
import config from '../vite.config';

describe('production build', () => {
  it('emits no source maps (they would publish the full source)', () => {
    expect(config.build?.sourcemap).toBe(false);
  });
});
