import { HOME_SPOT_TABS, type HomeSpotTab } from '@tampa-local/domain';
import type { TabItem } from '@/components/ui/tabs';

export const SPOT_TAB_ITEMS: TabItem[] = HOME_SPOT_TABS.map((tab) => ({ id: tab.niche, label: tab.label }));

export function spotTab(id: string): HomeSpotTab {
  return HOME_SPOT_TABS.find((tab) => tab.niche === id) ?? (HOME_SPOT_TABS[0] as HomeSpotTab);
}
