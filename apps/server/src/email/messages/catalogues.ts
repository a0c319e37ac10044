// The email's reader-facing words, one catalogue per language (i18next JSON, docs/decisions/0052). Keys are the
// English meaning; `{{…}}` are values filled in (escaped by the renderer, not here). Brand names (Google, Outlook,
// YouTube, X) stay as they are.

export const EMAIL_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ar', 'he'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export interface EmailMessages {
  addToCalendar: string;
  addToCalendarNamed: string;
  addToCalendarWith: string;
  googleCalendar: string;
  eventsCalendar: string;
  sponsored: string;
  sponsoredBy: string;
  playVideo: string;
  gifVia: string;
  by: string;
  onYouTube: string;
  videoOnYouTube: string;
  video: string;
  postByOnX: string;
  postOnX: string;
  logo: string;
  viewInBrowser: string;
}

export const CATALOGUES: Record<EmailLanguage, EmailMessages> = {
  en: {
    addToCalendar: 'Add to calendar',
    addToCalendarNamed: 'Add to calendar: {{title}}',
    addToCalendarWith: '{{app}}: add to calendar, {{title}}',
    googleCalendar: 'Google Calendar',
    eventsCalendar: 'Events calendar',
    sponsored: 'Sponsored',
    sponsoredBy: 'Sponsored by {{name}}',
    playVideo: 'Play video',
    gifVia: 'GIF via {{provider}}',
    by: 'By {{author}}',
    onYouTube: '{{title}} on YouTube',
    videoOnYouTube: 'Video on YouTube',
    video: 'Video: {{title}}',
    postByOnX: 'Post by @{{handle}} on X',
    postOnX: 'Post on X',
    logo: 'Logo',
    viewInBrowser: 'View in browser',
  },
  es: {
    addToCalendar: 'Añadir al calendario',
    addToCalendarNamed: 'Añadir al calendario: {{title}}',
    addToCalendarWith: '{{app}}: añadir al calendario, {{title}}',
    googleCalendar: 'Calendario de Google',
    eventsCalendar: 'Calendario de eventos',
    sponsored: 'Patrocinado',
    sponsoredBy: 'Patrocinado por {{name}}',
    playVideo: 'Reproducir vídeo',
    gifVia: 'GIF vía {{provider}}',
    by: 'Por {{author}}',
    onYouTube: '{{title}} en YouTube',
    videoOnYouTube: 'Vídeo en YouTube',
    video: 'Vídeo: {{title}}',
    postByOnX: 'Publicación de @{{handle}} en X',
    postOnX: 'Publicación en X',
    logo: 'Logotipo',
    viewInBrowser: 'Ver en el navegador',
  },
  fr: {
    addToCalendar: 'Ajouter à l’agenda',
    addToCalendarNamed: 'Ajouter à l’agenda : {{title}}',
    addToCalendarWith: '{{app}} : ajouter à l’agenda, {{title}}',
    googleCalendar: 'Google Agenda',
    eventsCalendar: 'Agenda des événements',
    sponsored: 'Sponsorisé',
    sponsoredBy: 'Sponsorisé par {{name}}',
    playVideo: 'Lire la vidéo',
    gifVia: 'GIF fourni par {{provider}}',
    by: 'Par {{author}}',
    onYouTube: '{{title}} sur YouTube',
    videoOnYouTube: 'Vidéo sur YouTube',
    video: 'Vidéo : {{title}}',
    postByOnX: 'Publication de @{{handle}} sur X',
    postOnX: 'Publication sur X',
    logo: 'Logo',
    viewInBrowser: 'Afficher dans le navigateur',
  },
  de: {
    addToCalendar: 'Zum Kalender hinzufügen',
    addToCalendarNamed: 'Zum Kalender hinzufügen: {{title}}',
    addToCalendarWith: '{{app}}: zum Kalender hinzufügen, {{title}}',
    googleCalendar: 'Google Kalender',
    eventsCalendar: 'Veranstaltungskalender',
    sponsored: 'Gesponsert',
    sponsoredBy: 'Gesponsert von {{name}}',
    playVideo: 'Video abspielen',
    gifVia: 'GIF über {{provider}}',
    by: 'Von {{author}}',
    onYouTube: '{{title}} auf YouTube',
    videoOnYouTube: 'Video auf YouTube',
    video: 'Video: {{title}}',
    postByOnX: 'Beitrag von @{{handle}} auf X',
    postOnX: 'Beitrag auf X',
    logo: 'Logo',
    viewInBrowser: 'Im Browser ansehen',
  },
  pt: {
    addToCalendar: 'Adicionar ao calendário',
    addToCalendarNamed: 'Adicionar ao calendário: {{title}}',
    addToCalendarWith: '{{app}}: adicionar ao calendário, {{title}}',
    googleCalendar: 'Google Agenda',
    eventsCalendar: 'Calendário de eventos',
    sponsored: 'Patrocinado',
    sponsoredBy: 'Patrocinado por {{name}}',
    playVideo: 'Reproduzir vídeo',
    gifVia: 'GIF fornecido por {{provider}}',
    by: 'Por {{author}}',
    onYouTube: '{{title}} no YouTube',
    videoOnYouTube: 'Vídeo no YouTube',
    video: 'Vídeo: {{title}}',
    postByOnX: 'Publicação de @{{handle}} no X',
    postOnX: 'Publicação no X',
    logo: 'Logótipo',
    viewInBrowser: 'Ver no navegador',
  },
  it: {
    addToCalendar: 'Aggiungi al calendario',
    addToCalendarNamed: 'Aggiungi al calendario: {{title}}',
    addToCalendarWith: '{{app}}: aggiungi al calendario, {{title}}',
    googleCalendar: 'Calendario Google',
    eventsCalendar: 'Calendario degli eventi',
    sponsored: 'Sponsorizzato',
    sponsoredBy: 'Sponsorizzato da {{name}}',
    playVideo: 'Riproduci video',
    gifVia: 'GIF tramite {{provider}}',
    by: 'Di {{author}}',
    onYouTube: '{{title}} su YouTube',
    videoOnYouTube: 'Video su YouTube',
    video: 'Video: {{title}}',
    postByOnX: 'Post di @{{handle}} su X',
    postOnX: 'Post su X',
    logo: 'Logo',
    viewInBrowser: 'Visualizza nel browser',
  },
  ar: {
    addToCalendar: 'أضف إلى التقويم',
    addToCalendarNamed: 'أضف إلى التقويم: {{title}}',
    addToCalendarWith: '{{app}}: أضف إلى التقويم، {{title}}',
    googleCalendar: 'تقويم Google',
    eventsCalendar: 'تقويم الفعاليات',
    sponsored: 'محتوى مموّل',
    sponsoredBy: 'بتمويل من {{name}}',
    playVideo: 'تشغيل الفيديو',
    gifVia: 'صورة GIF عبر {{provider}}',
    by: 'بقلم {{author}}',
    onYouTube: '{{title}} على YouTube',
    videoOnYouTube: 'فيديو على YouTube',
    video: 'فيديو: {{title}}',
    postByOnX: 'منشور من @{{handle}} على X',
    postOnX: 'منشور على X',
    logo: 'الشعار',
    viewInBrowser: 'العرض في المتصفح',
  },
  he: {
    addToCalendar: 'הוספה ליומן',
    addToCalendarNamed: 'הוספה ליומן: {{title}}',
    addToCalendarWith: '{{app}}: הוספה ליומן, {{title}}',
    googleCalendar: 'יומן Google',
    eventsCalendar: 'יומן אירועים',
    sponsored: 'ממומן',
    sponsoredBy: 'בחסות {{name}}',
    playVideo: 'הפעלת הסרטון',
    gifVia: 'GIF דרך {{provider}}',
    by: 'מאת {{author}}',
    onYouTube: '{{title}} ב-YouTube',
    videoOnYouTube: 'סרטון ב-YouTube',
    video: 'סרטון: {{title}}',
    postByOnX: 'פוסט של @{{handle}} ב-X',
    postOnX: 'פוסט ב-X',
    logo: 'לוגו',
    viewInBrowser: 'צפייה בדפדפן',
  },
};
