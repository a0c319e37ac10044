import type { ComponentType } from 'react';
import { AdProductsSettingsTab } from '../ad-sales';
import { BrandSettingsTab } from '../brand';
import { BusinessCompaniesSettingsTab } from '../business-companies';
import { BusinessSettingsTab } from '../business-profile';
import { EventLocationsSettingsTab } from '../event-locations';
import { EventsFeedSettingsTab } from '../events-feed';
import { LlmSettingsTab } from '../llm-settings';
import { ApiKeysSettingsTab } from '../newsletter-keys';
import { SubmissionLinksSettingsTab } from '../portals';
import { PublishingSettingsTab } from '../publishing';
import { RssFetchersSettingsTab } from '../rss-fetchers';
import { ScheduleSettingsTab } from '../scheduler';
import { TagsSettingsTab } from '../tags';
import { UsersSettingsTab } from '../users';

/** Every tab id the settings screen knows (?tab=…); the dashboard links to tab=api. */
export type SettingsTabId =
  | 'users'
  | 'business'
  | 'brand'
  | 'schedule'
  | 'api'
  | 'publishing'
  | 'llm'
  | 'rss'
  | 'tags'
  | 'locations'
  | 'companies'
  | 'ads'
  | 'links'
  | 'calendar';

export interface SettingsTab {
  id: SettingsTabId;
  label: string;
  component: ComponentType;
}

/** THE LIST OF SETTINGS TABS, in display order. Adding a tab is one line here once its screen exists. */
export const settingsTabs: SettingsTab[] = [
  { id: 'users', label: 'Users', component: UsersSettingsTab },
  { id: 'business', label: 'Business', component: BusinessSettingsTab },
  { id: 'brand', label: 'Brand', component: BrandSettingsTab },
  { id: 'schedule', label: 'Scheduling', component: ScheduleSettingsTab },
  { id: 'api', label: 'API keys', component: ApiKeysSettingsTab },
  { id: 'publishing', label: 'Publishing', component: PublishingSettingsTab },
  { id: 'llm', label: 'LLM', component: LlmSettingsTab },
  { id: 'rss', label: 'RSS fetchers', component: RssFetchersSettingsTab },
  { id: 'tags', label: 'Tags', component: TagsSettingsTab },
  { id: 'locations', label: 'Event locations', component: EventLocationsSettingsTab },
  { id: 'companies', label: 'Business companies', component: BusinessCompaniesSettingsTab },
  { id: 'ads', label: 'Ad products', component: AdProductsSettingsTab },
  { id: 'links', label: 'Submission links', component: SubmissionLinksSettingsTab },
  { id: 'calendar', label: 'Events calendar', component: EventsFeedSettingsTab },
];

/** The tab ?tab= names, or the first tab when it names none that exists. */
export function resolveSettingsTab(tabId: string | null, tabs: SettingsTab[] = settingsTabs): SettingsTab {
  const found = tabs.find((tab) => tab.id === tabId);
  const first = tabs[0];
  if (found) return found;
  if (!first) throw new Error('The settings screen has no tabs');
  return first;
}
