import { BriefcaseBusiness, CalendarHeart, Contact, Handshake, Sparkles, Store } from 'lucide-react';
import type { PlaceholderContent } from './PlaceholderScreen';

/** The coming-soon areas: final screens. */
export const comingSoonAreas = {
  comingSoon: {
    title: 'Coming Soon',
    description: 'We are working on new tools for local publishers. Check back soon.',
    icon: Sparkles,
  },
  jobBoard: {
    title: 'Job Board',
    description: 'Publish local job listings alongside your newsletter.',
    icon: BriefcaseBusiness,
  },
  events: {
    title: 'Events',
    description: 'A community events hub that feeds straight into your issues.',
    icon: CalendarHeart,
  },
  directory: {
    title: 'Directory',
    description: 'A directory of local businesses and organisations for your readers.',
    icon: Store,
  },
  deals: {
    title: 'Deals',
    description: 'Offers and promotions from local partners, ready to feature.',
    icon: Handshake,
  },
  crm: {
    title: 'CRM',
    description: 'Keep track of your advertisers, partners and contacts.',
    icon: Contact,
  },
} satisfies Record<string, PlaceholderContent>;
