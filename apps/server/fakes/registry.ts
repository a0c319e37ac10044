import { beehiivFake } from './beehiiv';
import { geocoderFake } from './geocoder';
import { gifProviderFake } from './gif-provider';
import { kitFake } from './kit';
import { llmProviderFake } from './llm-provider';
import { localNewsFake } from './local-news';
import { mailchimpFake } from './mailchimp';
import { stripeFake } from './stripe';
import type { DemoFake } from './types';

/** Every fake `npm run demo` starts, in order; each adds its own variables to the product's environment. */
export const demoFakes: DemoFake[] = [
  geocoderFake,
  llmProviderFake,
  gifProviderFake,
  beehiivFake,
  stripeFake,
  mailchimpFake,
  kitFake,
  localNewsFake,
];
