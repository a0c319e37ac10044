import { Tabs } from 'radix-ui';
import { useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';
import { useActiveTabIntoView } from '../../shared/ui/use-active-tab-into-view';
import { useCan } from '../../shared/use-can';
import { resolveSettingsTab, type SettingsTab, settingsTabs } from './tabs';

export const SETTINGS_TAB_PARAM = 'tab';

/**
 * /settings: the tab frame (tab from ?tab=, an unknown one shows the first). Only for whoever may manage
 * workspaces (roles table): the sidebar hides it from other roles and the shell sends them away; this check keeps the tabs' calls from ever
 * being made by a role the server would refuse.
 */
export function SettingsPage({ tabs = settingsTabs }: { tabs?: SettingsTab[] }) {
  const canManage = useCan('manageWorkspaces');
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const active = resolveSettingsTab(params.get(SETTINGS_TAB_PARAM), tabs);
  const tabList = useRef<HTMLDivElement>(null);
  useActiveTabIntoView(tabList, active.id);

  if (!canManage) return <Navigate to={`/dashboard${search}`} replace />;

  const selectTab = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(SETTINGS_TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <PageHeader title="Settings" subtitle="Your team, your brand and how each newsletter gathers content." />
      <Tabs.Root value={active.id} onValueChange={selectTab} activationMode="manual">
        <Tabs.List
          ref={tabList}
          aria-label="Settings sections"
          className="relative mb-6 flex gap-1 overflow-x-auto border-b border-gray-200 lg:flex-wrap lg:gap-x-0 lg:overflow-visible"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className={cn(
                '-mb-px shrink-0 rounded-t-lg border-b-2 border-transparent px-4 py-2.5 lg:px-3 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900',
                'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
                focusRing,
              )}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="outline-none">
            <tab.component />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
