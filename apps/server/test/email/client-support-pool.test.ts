import { afterAll, describe, expect, it } from 'vitest';
import { clientSupportProblems } from '../../src/email/client-support';
import { clientSupportProblemsOffThread, closeClientSupportPool } from '../../src/email/client-support-pool';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The client-support check on a worker thread, once per distinct email.

afterAll(async () => {
  await closeClientSupportPool();
});

const email = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).html;
const withProblem = email.replace('<p ', '<p style="position:absolute" ');

describe('client support off the event loop', () => {
  it('finds what the synchronous check finds, and answers a repeat from the cache (the same promise)', async () => {
    const first = clientSupportProblemsOffThread(withProblem);
    expect(await first).toEqual(clientSupportProblems(withProblem));
    expect((await first).map((problem) => problem.feature)).toContain('position');
    expect(clientSupportProblemsOffThread(withProblem)).toBe(first);
    expect(await clientSupportProblemsOffThread(email)).toEqual([]);
    // The first job waits for the worker to start (tsx and doiuse-email load on it), seconds on a busy machine.
  }, 120_000);

  it('keeps the event loop free while the worker checks', async () => {
    const big = renderNewsletter(
      { ...FIXTURE_30, title: 'Another', document: { ...FIXTURE_30.document } },
      { ...FIXTURE_STYLE, headerText: 'A different header' },
      FIXTURE_OPTIONS,
    ).html;
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    const problems = await clientSupportProblemsOffThread(big);
    clearInterval(timer);
    expect(problems).toEqual([]);
    // The interval ran while the check was under way: it did not hold the event loop in one piece.
    expect(ticks).toBeGreaterThan(0);
  });
});
