import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startFakeBeehiiv } from '../apps/server/fakes/beehiiv';
import { startFakeKit } from '../apps/server/fakes/kit';
import { startFakeMailchimp } from '../apps/server/fakes/mailchimp';
import { startFakeStripe } from '../apps/server/fakes/stripe';
import { E2E_ENV, E2E_PORTAL_MIN_FILL_MS } from './support/env';
import { reapInstances, startProduct } from './support/product';
import { startSmtpPeer } from './support/smtp-peer';

/**
 * Starts a capturing SMTP peer, the fake Beehiiv, the fake Stripe and the product itself (`node scripts/start.mjs`, embedded PostgreSQL in a fresh
 * data dir), hands both to the workers through the environment, and returns the teardown that stops them.
 */
export default async function globalSetup(config: FullConfig) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nos-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  await mkdir(mailDir);
  const peer = await startSmtpPeer(mailDir);
  // The dashboard flows read Beehiiv through the real client; the fake answers on loopback.
  const beehiiv = await startFakeBeehiiv({ keys: {} });
  // Settings → Publishing checks Mailchimp and Kit keys through the real clients (their demo keys are accepted).
  const mailchimp = await startFakeMailchimp();
  const kit = await startFakeKit();
  // Paid ads pay on the fake Stripe's hosted page; its signed webhooks go to the product once its port is known.
  let productUrl: string | undefined;
  const stripe = await startFakeStripe({
    webhookUrl: () => (productUrl ? `${productUrl}/api/v1/stripe/webhook/` : undefined),
  });
  const logCopyDir = config.projects[0]?.outputDir;

  let product: Awaited<ReturnType<typeof startProduct>>;
  try {
    product = await startProduct({
      smtpUrl: peer.url,
      logCopyDir,
      // The RSS fetcher flow reads a feed served on 127.0.0.1, which the outbound rules refuse by default.
      env: {
        OUTBOUND_ALLOW_PRIVATE: 'true',
        PORTAL_MIN_FILL_SECONDS: String(E2E_PORTAL_MIN_FILL_MS / 1000),
        ...beehiiv.env,
        ...stripe.env,
        ...mailchimp.env,
        ...kit.env,
      },
    });
  } catch (err) {
    await mailchimp.close();
    await kit.close();
    await stripe.close();
    await beehiiv.close();
    await peer.close();
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }

  productUrl = product.baseURL;
  process.env[E2E_ENV.baseUrl] = product.baseURL;
  process.env[E2E_ENV.mailDir] = mailDir;
  process.env[E2E_ENV.smtpUrl] = peer.url;
  process.env[E2E_ENV.workDir] = workDir;
  process.env[E2E_ENV.beehiivUrl] = beehiiv.url;
  process.env[E2E_ENV.dataDir] = product.dataDir;

  return async () => {
    try {
      await product.stop();
      // Instances whose worker died before stopping them.
      const reaped = await reapInstances(path.join(workDir, 'instances'));
      if (reaped) console.warn(`Stopped ${reaped} product instance(s) left running by a crashed worker.`);
    } finally {
      await mailchimp.close();
      await kit.close();
      await stripe.close();
      await beehiiv.close();
      await peer.close();
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
