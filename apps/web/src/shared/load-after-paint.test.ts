import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, loadAfterPaint } from './load-after-paint';

describe('loadAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('loads after the next frame of a visible page, once, however often it is asked', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const load = vi.fn(async () => 'checks');
    const checks = loadAfterPaint(load);

    const first = checks();
    const second = checks();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    frames[0]?.(performance.now());
    await expect(first).resolves.toBe('checks');
    await expect(second).resolves.toBe('checks');
    await expect(checks()).resolves.toBe('checks');
    expect(load).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(1);
  });

  it('tries a failed load again on the next call', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('checks');
    const checks = loadAfterPaint(load);

    await expect(checks()).rejects.toThrow('chunk failed');
    await expect(checks()).resolves.toBe('checks');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for no frame in a hidden page (a background tab paints nothing)', async () => {
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    await afterNextPaint();
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('resolves even if no frame comes, so a stalled page still gets its data', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', vi.fn());
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');

    let resolved = false;
    const waiting = afterNextPaint().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resolved).toBe(true);
  });
});
