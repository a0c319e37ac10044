import type { EmailLanguage } from './catalogues';

// What an advertiser reads: the refund and unpaid-hold mails and the sponsor report link's "gone" page, one
// catalogue per language (i18next namespace "advertiser", docs/decisions/0052). Amounts and days are formatted by
// Intl in the same language before they are filled in.

export interface AdvertiserMessages {
  hello: string;
  theNewsletter: string;
  reason: string;
  refundSubject: string;
  refundLine: string;
  refundBank: string;
  seeSubmission: string;
  holdSubject: string;
  holdLine: string;
  holdClosed: string;
  holdOtherDays: string;
  reportTitle: string;
  noReport: string;
  reportGone: string;
  /** The sponsor report's notices: what it cannot know yet (modules/ad-reports/report.ts). */
  reportNotRun: string;
  reportNoBeehiiv: string;
  reportAwaiting: string;
  reportNoLinks: string;
  reportMissing: string;
  reportMayRise: string;
}

export const ADVERTISER_CATALOGUES: Record<EmailLanguage, AdvertiserMessages> = {
  en: {
    hello: 'Hello,',
    theNewsletter: 'the newsletter',
    reason: 'Reason: {{reason}}',
    refundSubject: 'Your ad payment of {{amount}} was refunded',
    refundLine: 'Your ad booking with {{workspace}} will not run, and your payment of {{amount}} was refunded.',
    refundBank: 'The refund goes back to the card you paid with; banks usually show it within 5 to 10 days.',
    seeSubmission: 'See your submission',
    holdSubject: 'Your ad booking with {{workspace}} was not completed',
    holdLine: '{{workspace}} needed {{days}} before your payment arrived, so your ad booking was not completed.',
    holdClosed: 'Your payment page is closed and nothing was charged.',
    holdOtherDays: 'You are welcome to book other days from the newsletter’s ad page.',
    reportTitle: 'Sponsor report',
    noReport: 'No report',
    reportGone: 'This booking was cancelled, so it has no report. Ask the publisher if in doubt.',
    reportNotRun: 'This ad has not run in a sent issue yet, so there are no figures to report.',
    reportNoBeehiiv:
      'This newsletter is not connected to Beehiiv, so recipients, opens and clicks cannot be known. The report shows only when the ad ran.',
    reportAwaiting:
      'The issue has been sent. Its figures are read from Beehiiv once a day for {{days}} days; the first read has not happened yet.',
    reportNoLinks: 'The ad has no link of its own, so its clicks cannot be counted.',
    reportMissing: 'No figures yet for the issue of {{dates}}.',
    reportMayRise: 'Figures are read once a day for {{days}} days after each send and may still rise.',
  },
  es: {
    hello: 'Hola:',
    theNewsletter: 'la newsletter',
    reason: 'Motivo: {{reason}}',
    refundSubject: 'Te hemos reembolsado el pago de tu anuncio ({{amount}})',
    refundLine: 'Tu anuncio reservado con {{workspace}} no se publicará y te hemos reembolsado el pago de {{amount}}.',
    refundBank: 'El reembolso vuelve a la tarjeta con la que pagaste; los bancos suelen mostrarlo en 5 a 10 días.',
    seeSubmission: 'Ver tu propuesta',
    holdSubject: 'Tu reserva de anuncio con {{workspace}} no se completó',
    holdLine: '{{workspace}} necesitaba {{days}} antes de que llegara tu pago, así que tu reserva no se completó.',
    holdClosed: 'Tu página de pago está cerrada y no se ha cobrado nada.',
    holdOtherDays: 'Puedes reservar otros días desde la página de anuncios de la newsletter.',
    reportTitle: 'Informe del patrocinador',
    noReport: 'Sin informe',
    reportGone: 'Esta reserva se canceló, así que no tiene informe. Consulta al editor si tienes dudas.',
    reportNotRun: 'Este anuncio aún no ha salido en un número enviado, así que no hay cifras que mostrar.',
    reportNoBeehiiv:
      'Esta newsletter no está conectada a Beehiiv, así que no se pueden conocer destinatarios, aperturas ni clics. El informe solo muestra cuándo salió el anuncio.',
    reportAwaiting:
      'El número ya se envió. Sus cifras se leen de Beehiiv una vez al día durante {{days}} días; la primera lectura aún no se ha hecho.',
    reportNoLinks: 'El anuncio no tiene enlace propio, así que sus clics no se pueden contar.',
    reportMissing: 'Aún no hay cifras del número del {{dates}}.',
    reportMayRise: 'Las cifras se leen una vez al día durante {{days}} días después de cada envío y aún pueden subir.',
  },
  fr: {
    hello: 'Bonjour,',
    theNewsletter: 'la newsletter',
    reason: 'Motif : {{reason}}',
    refundSubject: 'Votre paiement publicitaire de {{amount}} a été remboursé',
    refundLine:
      'Votre annonce réservée auprès de {{workspace}} ne paraîtra pas et votre paiement de {{amount}} a été remboursé.',
    refundBank:
      'Le remboursement revient sur la carte utilisée ; les banques l’affichent en général sous 5 à 10 jours.',
    seeSubmission: 'Voir votre proposition',
    holdSubject: 'Votre réservation publicitaire auprès de {{workspace}} n’a pas abouti',
    holdLine:
      '{{workspace}} avait besoin du {{days}} avant l’arrivée de votre paiement : votre réservation n’a pas abouti.',
    holdClosed: 'Votre page de paiement est fermée et rien n’a été débité.',
    holdOtherDays: 'Vous pouvez réserver d’autres jours depuis la page publicité de la newsletter.',
    reportTitle: 'Rapport du sponsor',
    noReport: 'Aucun rapport',
    reportGone: 'Cette réservation a été annulée : elle n’a donc pas de rapport. En cas de doute, contactez l’éditeur.',
    reportNotRun: 'Cette annonce n’a pas encore paru dans un numéro envoyé : il n’y a donc pas de chiffres.',
    reportNoBeehiiv:
      'Cette newsletter n’est pas connectée à Beehiiv : destinataires, ouvertures et clics ne peuvent pas être connus. Le rapport indique seulement quand l’annonce a paru.',
    reportAwaiting:
      'Le numéro a été envoyé. Ses chiffres sont lus sur Beehiiv une fois par jour pendant {{days}} jours ; la première lecture n’a pas encore eu lieu.',
    reportNoLinks: 'L’annonce n’a pas de lien propre : ses clics ne peuvent pas être comptés.',
    reportMissing: 'Pas encore de chiffres pour le numéro du {{dates}}.',
    reportMayRise:
      'Les chiffres sont lus une fois par jour pendant {{days}} jours après chaque envoi et peuvent encore augmenter.',
  },
  de: {
    hello: 'Hallo,',
    theNewsletter: 'der Newsletter',
    reason: 'Begründung: {{reason}}',
    refundSubject: 'Ihre Anzeigenzahlung von {{amount}} wurde erstattet',
    refundLine:
      'Ihre Anzeigenbuchung bei {{workspace}} erscheint nicht, und Ihre Zahlung von {{amount}} wurde erstattet.',
    refundBank:
      'Die Erstattung geht auf die Karte, mit der Sie bezahlt haben; Banken zeigen sie meist nach 5 bis 10 Tagen.',
    seeSubmission: 'Ihren Beitrag ansehen',
    holdSubject: 'Ihre Anzeigenbuchung bei {{workspace}} wurde nicht abgeschlossen',
    holdLine:
      '{{workspace}} brauchte {{days}}, bevor Ihre Zahlung einging; daher wurde Ihre Buchung nicht abgeschlossen.',
    holdClosed: 'Ihre Zahlungsseite ist geschlossen, und es wurde nichts abgebucht.',
    holdOtherDays: 'Sie können gern andere Tage über die Anzeigenseite des Newsletters buchen.',
    reportTitle: 'Sponsorenbericht',
    noReport: 'Kein Bericht',
    reportGone: 'Diese Buchung wurde storniert, daher gibt es keinen Bericht. Fragen Sie im Zweifel den Herausgeber.',
    reportNotRun: 'Diese Anzeige ist noch in keiner versendeten Ausgabe erschienen, daher gibt es noch keine Zahlen.',
    reportNoBeehiiv:
      'Dieser Newsletter ist nicht mit Beehiiv verbunden, daher sind Empfänger, Öffnungen und Klicks nicht bekannt. Der Bericht zeigt nur, wann die Anzeige erschienen ist.',
    reportAwaiting:
      'Die Ausgabe wurde versendet. Ihre Zahlen werden {{days}} Tage lang einmal täglich bei Beehiiv abgerufen; der erste Abruf steht noch aus.',
    reportNoLinks: 'Die Anzeige hat keinen eigenen Link, daher können ihre Klicks nicht gezählt werden.',
    reportMissing: 'Noch keine Zahlen für die Ausgabe vom {{dates}}.',
    reportMayRise:
      'Die Zahlen werden nach jedem Versand {{days}} Tage lang einmal täglich abgerufen und können noch steigen.',
  },
  pt: {
    hello: 'Olá,',
    theNewsletter: 'a newsletter',
    reason: 'Motivo: {{reason}}',
    refundSubject: 'Seu pagamento de anúncio de {{amount}} foi reembolsado',
    refundLine:
      'Seu anúncio reservado com {{workspace}} não será publicado, e seu pagamento de {{amount}} foi reembolsado.',
    refundBank: 'O reembolso volta para o cartão usado no pagamento; os bancos costumam mostrá-lo em 5 a 10 dias.',
    seeSubmission: 'Ver sua proposta',
    holdSubject: 'Sua reserva de anúncio com {{workspace}} não foi concluída',
    holdLine:
      '{{workspace}} precisou de {{days}} antes de o seu pagamento chegar, então sua reserva não foi concluída.',
    holdClosed: 'Sua página de pagamento foi fechada e nada foi cobrado.',
    holdOtherDays: 'Você pode reservar outros dias pela página de anúncios da newsletter.',
    reportTitle: 'Relatório do patrocinador',
    noReport: 'Nenhum relatório',
    reportGone: 'Esta reserva foi cancelada, por isso não tem relatório. Em caso de dúvida, fale com o editor.',
    reportNotRun: 'Este anúncio ainda não saiu em uma edição enviada, por isso não há números a mostrar.',
    reportNoBeehiiv:
      'Esta newsletter não está conectada ao Beehiiv, por isso não é possível saber destinatários, aberturas e cliques. O relatório mostra apenas quando o anúncio saiu.',
    reportAwaiting:
      'A edição foi enviada. Seus números são lidos do Beehiiv uma vez por dia durante {{days}} dias; a primeira leitura ainda não aconteceu.',
    reportNoLinks: 'O anúncio não tem link próprio, por isso seus cliques não podem ser contados.',
    reportMissing: 'Ainda não há números da edição de {{dates}}.',
    reportMayRise: 'Os números são lidos uma vez por dia durante {{days}} dias após cada envio e ainda podem subir.',
  },
  it: {
    hello: 'Ciao,',
    theNewsletter: 'la newsletter',
    reason: 'Motivo: {{reason}}',
    refundSubject: 'Il pagamento del tuo annuncio di {{amount}} è stato rimborsato',
    refundLine:
      'Il tuo annuncio prenotato con {{workspace}} non uscirà e il pagamento di {{amount}} è stato rimborsato.',
    refundBank: 'Il rimborso torna sulla carta usata per pagare; di solito le banche lo mostrano entro 5-10 giorni.',
    seeSubmission: 'Vedi la tua proposta',
    holdSubject: 'La prenotazione del tuo annuncio con {{workspace}} non è stata completata',
    holdLine:
      '{{workspace}} aveva bisogno di {{days}} prima che arrivasse il pagamento, quindi la prenotazione non è stata completata.',
    holdClosed: 'La pagina di pagamento è chiusa e non è stato addebitato nulla.',
    holdOtherDays: 'Puoi prenotare altri giorni dalla pagina annunci della newsletter.',
    reportTitle: 'Resoconto dello sponsor',
    noReport: 'Nessun resoconto',
    reportGone:
      'Questa prenotazione è stata annullata, quindi non ha un resoconto. In caso di dubbi chiedi all’editore.',
    reportNotRun: 'Questo annuncio non è ancora uscito in un numero inviato, quindi non ci sono dati.',
    reportNoBeehiiv:
      'Questa newsletter non è collegata a Beehiiv, quindi destinatari, aperture e clic non si possono conoscere. Il resoconto mostra solo quando è uscito l’annuncio.',
    reportAwaiting:
      'Il numero è stato inviato. I suoi dati vengono letti da Beehiiv una volta al giorno per {{days}} giorni; la prima lettura non è ancora avvenuta.',
    reportNoLinks: 'L’annuncio non ha un link proprio, quindi i suoi clic non si possono contare.',
    reportMissing: 'Ancora nessun dato per il numero del {{dates}}.',
    reportMayRise:
      'I dati vengono letti una volta al giorno per {{days}} giorni dopo ogni invio e possono ancora salire.',
  },
  ar: {
    hello: 'مرحبًا،',
    theNewsletter: 'النشرة',
    reason: 'السبب: {{reason}}',
    refundSubject: 'أُعيد إليك مبلغ إعلانك ({{amount}})',
    refundLine: 'لن يُنشر إعلانك المحجوز لدى {{workspace}}، وقد أُعيد إليك مبلغ {{amount}}.',
    refundBank: 'يعود المبلغ إلى البطاقة التي دفعت بها، وتُظهره البنوك عادةً خلال 5 إلى 10 أيام.',
    seeSubmission: 'اطّلع على مشاركتك',
    holdSubject: 'لم يكتمل حجز إعلانك لدى {{workspace}}',
    holdLine: 'احتاجت {{workspace}} إلى {{days}} قبل وصول دفعتك، لذلك لم يكتمل حجز إعلانك.',
    holdClosed: 'أُغلقت صفحة الدفع ولم يُخصم أي مبلغ.',
    holdOtherDays: 'يسعدنا أن تحجز أيامًا أخرى من صفحة الإعلانات في النشرة.',
    reportTitle: 'تقرير الراعي',
    noReport: 'لا يوجد تقرير',
    reportGone: 'أُلغي هذا الحجز، لذا لا يوجد له تقرير. تواصل مع الناشر إن كان لديك أي شك.',
    reportNotRun: 'لم يُنشر هذا الإعلان بعد في أي عدد مُرسَل، لذا لا توجد أرقام لعرضها.',
    reportNoBeehiiv:
      'هذه النشرة غير مرتبطة بـ Beehiiv، لذا لا يمكن معرفة المستلمين ومرات الفتح والنقرات. يعرض التقرير فقط متى نُشر الإعلان.',
    reportAwaiting: 'أُرسل العدد. تُقرأ أرقامه من Beehiiv مرة يوميًا لمدة {{days}} أيام، ولم تتم القراءة الأولى بعد.',
    reportNoLinks: 'ليس للإعلان رابط خاص به، لذا لا يمكن احتساب نقراته.',
    reportMissing: 'لا توجد أرقام بعد لعدد {{dates}}.',
    reportMayRise: 'تُقرأ الأرقام مرة يوميًا لمدة {{days}} أيام بعد كل إرسال وقد تزداد بعد.',
  },
  he: {
    hello: 'שלום,',
    theNewsletter: 'הניוזלטר',
    reason: 'סיבה: {{reason}}',
    refundSubject: 'התשלום על המודעה שלך ({{amount}}) הוחזר',
    refundLine: 'המודעה שהזמנת ב-{{workspace}} לא תפורסם, והתשלום בסך {{amount}} הוחזר.',
    refundBank: 'ההחזר יזוכה לכרטיס שבו שילמת; בדרך כלל הבנק מציג אותו תוך 5 עד 10 ימים.',
    seeSubmission: 'לצפייה בהצעה שלך',
    holdSubject: 'הזמנת המודעה שלך ב-{{workspace}} לא הושלמה',
    holdLine: '{{workspace}} נזקק ל-{{days}} לפני שהתשלום שלך הגיע, ולכן הזמנת המודעה לא הושלמה.',
    holdClosed: 'דף התשלום נסגר ולא בוצע חיוב.',
    holdOtherDays: 'אפשר להזמין ימים אחרים מדף הפרסום של הניוזלטר.',
    reportTitle: 'דוח נותן החסות',
    noReport: 'אין דוח',
    reportGone: 'ההזמנה הזו בוטלה ולכן אין לה דוח. בכל שאלה אפשר לפנות למפרסם.',
    reportNotRun: 'המודעה עוד לא הופיעה בגיליון שנשלח, ולכן אין נתונים להציג.',
    reportNoBeehiiv:
      'הניוזלטר הזה לא מחובר ל-Beehiiv, ולכן אי אפשר לדעת נמענים, פתיחות והקלקות. הדוח מציג רק מתי המודעה הופיעה.',
    reportAwaiting:
      'הגיליון נשלח. הנתונים שלו נקראים מ-Beehiiv פעם ביום במשך {{days}} ימים; הקריאה הראשונה עוד לא התבצעה.',
    reportNoLinks: 'למודעה אין קישור משלה, ולכן אי אפשר לספור את ההקלקות עליה.',
    reportMissing: 'עדיין אין נתונים לגיליון של {{dates}}.',
    reportMayRise: 'הנתונים נקראים פעם ביום במשך {{days}} ימים אחרי כל שליחה ועוד עשויים לעלות.',
  },
};
