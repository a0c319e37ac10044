import {
  BotMessageSquare,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  CalendarHeart,
  ClipboardList,
  Contact,
  Handshake,
  History,
  LayoutDashboard,
  MailPlus,
  Megaphone,
  Newspaper,
  NotebookPen,
  Rocket,
  Settings,
  Sparkles,
  Store,
  Upload,
  UserPlus,
} from 'lucide-react';
import type { PlaceholderContent } from './PlaceholderScreen';

/** Signed-in screens that later work fills, keyed by route path. */
export const shellPlaceholders = {
  dashboard: {
    title: 'Insights',
    subtitle: 'Newsletter publication analytics and performance metrics',
    description:
      'Subscriber counts, open and click-through rates and your recent posts from Beehiiv will appear here once a publication is linked.',
    icon: LayoutDashboard,
  },
  contentUpload: {
    title: 'Content Upload',
    description: 'Partners will submit stories, events and ads for this newsletter here.',
    icon: Upload,
  },
  contentHistory: {
    title: 'Content History',
    description: 'Everything you have uploaded, with its tracking id and status, will be listed here.',
    icon: History,
  },
  newsletterBuilder: {
    title: 'Newsletter Builder',
    description: 'Compose issues from content blocks: articles, events, ads, images, GIFs, buttons and more.',
    icon: Newspaper,
  },
  scheduler: {
    title: 'Scheduler',
    description: 'Plan and review newsletters on a monthly calendar.',
    icon: CalendarDays,
  },
  settings: {
    title: 'Settings',
    description: 'API keys, brand, users, RSS fetchers, tags, locations, companies and AI tones will be managed here.',
    icon: Settings,
  },
  aiChat: {
    title: 'AI Chats',
    description: 'Chat with an AI assistant that knows this newsletter’s content and tone.',
    icon: BotMessageSquare,
  },
  formSubmission: {
    title: 'Form Submission',
    description: 'Submissions from your public forms will be reviewed here.',
    icon: ClipboardList,
  },
} satisfies Record<string, PlaceholderContent>;

/** Screens open to anyone (onboarding and the public portals) that later work fills. */
export const publicPlaceholders = {
  onboarding: {
    title: 'Welcome to Newsletter OS',
    description: 'Set up your business and your first newsletters to get started.',
    icon: Rocket,
  },
  businessRegister: {
    title: 'Register your business',
    description: 'Tell us about your business so your newsletters can carry its name and brand.',
    icon: Building2,
  },
  inviteUsers: {
    title: 'Invite your team',
    description: 'Invite editors, managers and partners to work on your newsletters with you.',
    icon: UserPlus,
  },
  acceptInvitation: {
    title: 'Accept your invitation',
    description: 'Join the team that invited you and start working on their newsletters.',
    icon: MailPlus,
  },
  ugc: {
    title: 'Share your story',
    description: 'Readers will submit news and stories to the newsletter here.',
    icon: NotebookPen,
  },
  event: {
    title: 'Submit an event',
    description: 'Organisers will submit events for the newsletter’s calendar here.',
    icon: CalendarHeart,
  },
  ad: {
    title: 'Advertise with us',
    description: 'Local businesses will submit ads for the newsletter here.',
    icon: Megaphone,
  },
} satisfies Record<string, PlaceholderContent>;

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
