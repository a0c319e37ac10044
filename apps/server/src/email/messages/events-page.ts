import type { EmailLanguage } from './catalogues';

// The public events page's words, one catalogue per language (i18next namespace "eventsPage", docs/decisions/0052).
// `{{…}}` are values filled in and escaped by the page, not here.

export interface EventsPageMessages {
  pageTitle: string;
  upcomingEvents: string;
  timesAreIn: string;
  subscribe: string;
  subscribeInApp: string;
  addToGoogleCalendar: string;
  downloadIcs: string;
  addToCalendar: string;
  tickets: string;
  noEvents: string;
}

export const EVENTS_PAGE_CATALOGUES: Record<EmailLanguage, EventsPageMessages> = {
  en: {
    pageTitle: '{{publication}}: upcoming events',
    upcomingEvents: 'Upcoming events',
    timesAreIn: 'Times are in {{zone}}.',
    subscribe: 'Subscribe',
    subscribeInApp: 'Subscribe in your calendar app',
    addToGoogleCalendar: 'Add to Google Calendar',
    downloadIcs: 'Download .ics',
    addToCalendar: 'Add to calendar',
    tickets: 'Tickets',
    noEvents: 'No upcoming events right now. Subscribe and new events appear in your calendar as they are announced.',
  },
  es: {
    pageTitle: '{{publication}}: próximos eventos',
    upcomingEvents: 'Próximos eventos',
    timesAreIn: 'Horario de {{zone}}.',
    subscribe: 'Suscribirse',
    subscribeInApp: 'Suscribirse en tu app de calendario',
    addToGoogleCalendar: 'Añadir a Calendario de Google',
    downloadIcs: 'Descargar .ics',
    addToCalendar: 'Añadir al calendario',
    tickets: 'Entradas',
    noEvents:
      'No hay próximos eventos por ahora. Suscríbete y los nuevos eventos aparecerán en tu calendario en cuanto se anuncien.',
  },
  fr: {
    pageTitle: '{{publication}} : événements à venir',
    upcomingEvents: 'Événements à venir',
    timesAreIn: 'Heures indiquées dans le fuseau {{zone}}.',
    subscribe: 'S’abonner',
    subscribeInApp: 'S’abonner dans votre application d’agenda',
    addToGoogleCalendar: 'Ajouter à Google Agenda',
    downloadIcs: 'Télécharger le fichier .ics',
    addToCalendar: 'Ajouter à l’agenda',
    tickets: 'Billets',
    noEvents:
      'Aucun événement à venir pour le moment. Abonnez-vous : les nouveaux événements apparaîtront dans votre agenda dès leur annonce.',
  },
  de: {
    pageTitle: '{{publication}}: kommende Veranstaltungen',
    upcomingEvents: 'Kommende Veranstaltungen',
    timesAreIn: 'Alle Zeiten in {{zone}}.',
    subscribe: 'Abonnieren',
    subscribeInApp: 'In Ihrer Kalender-App abonnieren',
    addToGoogleCalendar: 'Zu Google Kalender hinzufügen',
    downloadIcs: '.ics-Datei herunterladen',
    addToCalendar: 'Zum Kalender hinzufügen',
    tickets: 'Eintrittskarten',
    noEvents:
      'Derzeit keine kommenden Veranstaltungen. Abonnieren Sie, dann erscheinen neue Veranstaltungen in Ihrem Kalender, sobald sie angekündigt werden.',
  },
  pt: {
    pageTitle: '{{publication}}: próximos eventos',
    upcomingEvents: 'Próximos eventos',
    timesAreIn: 'Horários no fuso {{zone}}.',
    subscribe: 'Assinar',
    subscribeInApp: 'Assinar no seu aplicativo de calendário',
    addToGoogleCalendar: 'Adicionar ao Google Agenda',
    downloadIcs: 'Baixar arquivo .ics',
    addToCalendar: 'Adicionar ao calendário',
    tickets: 'Ingressos',
    noEvents:
      'Nenhum evento previsto no momento. Assine e os novos eventos aparecerão no seu calendário assim que forem anunciados.',
  },
  it: {
    pageTitle: '{{publication}}: prossimi eventi',
    upcomingEvents: 'Prossimi eventi',
    timesAreIn: 'Orari nel fuso {{zone}}.',
    subscribe: 'Iscriviti',
    subscribeInApp: 'Iscriviti dall’app del calendario',
    addToGoogleCalendar: 'Aggiungi a Calendario Google',
    downloadIcs: 'Scarica il file .ics',
    addToCalendar: 'Aggiungi al calendario',
    tickets: 'Biglietti',
    noEvents:
      'Nessun evento in programma al momento. Iscriviti e i nuovi eventi compariranno nel tuo calendario appena annunciati.',
  },
  ar: {
    pageTitle: '{{publication}}: الفعاليات القادمة',
    upcomingEvents: 'الفعاليات القادمة',
    timesAreIn: 'الأوقات بتوقيت {{zone}}.',
    subscribe: 'الاشتراك',
    subscribeInApp: 'اشترك في تطبيق التقويم',
    addToGoogleCalendar: 'أضف إلى تقويم Google',
    downloadIcs: 'تنزيل ملف ics',
    addToCalendar: 'أضف إلى التقويم',
    tickets: 'التذاكر',
    noEvents: 'لا توجد فعاليات قادمة حاليًا. اشترك لتظهر الفعاليات الجديدة في تقويمك فور الإعلان عنها.',
  },
  he: {
    pageTitle: '{{publication}}: אירועים קרובים',
    upcomingEvents: 'אירועים קרובים',
    timesAreIn: 'השעות לפי אזור הזמן {{zone}}.',
    subscribe: 'הרשמה',
    subscribeInApp: 'הרשמה באפליקציית היומן',
    addToGoogleCalendar: 'הוספה ליומן Google',
    downloadIcs: 'הורדת קובץ ics',
    addToCalendar: 'הוספה ליומן',
    tickets: 'כרטיסים',
    noEvents: 'אין אירועים קרובים כרגע. הירשמו ואירועים חדשים יופיעו ביומן שלכם ברגע שיפורסמו.',
  },
};
