import type { EmailLanguage } from './catalogues';

// The mails a public submitter or a partner gets (receipt, then one per decision), one catalogue per language
// (i18next namespace "submissionMails", docs/decisions/0052). Titles and names are the submitter's own words.

export interface SubmissionMailMessages {
  helloNamed: string;
  hello: string;
  reference: string;
  reason: string;
  seeUploads: string;
  seeStatus: string;
  uploadReceivedSubject: string;
  uploadThanks: string;
  uploadReview: string;
  uploadPage: string;
  receivedSubject: string;
  receivedThanks: string;
  receivedReview: string;
  keepPrivate: string;
  decisionAbout: string;
  approvedSubject: string;
  approvedLine: string;
  rejectedSubject: string;
  rejectedLine: string;
  needsChangesSubject: string;
  needsChangesLine: string;
  needsChangesPartnerLine: string;
}

export const SUBMISSION_MAIL_CATALOGUES: Record<EmailLanguage, SubmissionMailMessages> = {
  en: {
    helloNamed: 'Hello {{name}},',
    hello: 'Hello,',
    reference: 'Reference: {{id}}',
    reason: 'Reason: {{reason}}',
    seeUploads: 'See your uploads (sign in if asked)',
    seeStatus: 'See the status of your submission',
    uploadReceivedSubject: 'We received your upload "{{title}}"',
    uploadThanks: 'Thank you for uploading "{{title}}" to {{workspace}}.',
    uploadReview: 'The team reviews every upload before it is published. You will get an email when they decide.',
    uploadPage: 'Your uploads page shows its status; you can withdraw it there while it waits for review.',
    receivedSubject: 'We received your submission "{{title}}"',
    receivedThanks: 'Thank you for sending "{{title}}" to {{workspace}}.',
    receivedReview: 'The team reviews every submission before it is published. You will get an email when they decide.',
    keepPrivate: 'Keep this link private: anyone with it can see, edit or withdraw your submission.',
    decisionAbout: 'About "{{title}}", sent to {{workspace}}:',
    approvedSubject: 'Your submission "{{title}}" was approved',
    approvedLine: 'Good news: the team approved it.',
    rejectedSubject: 'Your submission "{{title}}" was not accepted',
    rejectedLine: 'The team decided not to publish it.',
    needsChangesSubject: 'Your submission "{{title}}" needs changes',
    needsChangesLine:
      'The team would like you to change something before they publish it. Edit it through the link below.',
    needsChangesPartnerLine:
      'The team would like you to change something before they publish it. Upload a corrected version from your uploads page.',
  },
  es: {
    helloNamed: 'Hola, {{name}}:',
    hello: 'Hola:',
    reference: 'Referencia: {{id}}',
    reason: 'Motivo: {{reason}}',
    seeUploads: 'Ver tus envíos (inicia sesión si se te pide)',
    seeStatus: 'Ver el estado de tu propuesta',
    uploadReceivedSubject: 'Hemos recibido tu envío «{{title}}»',
    uploadThanks: 'Gracias por subir «{{title}}» a {{workspace}}.',
    uploadReview: 'El equipo revisa cada envío antes de publicarlo. Recibirás un correo cuando decida.',
    uploadPage: 'Tu página de envíos muestra su estado; puedes retirarlo allí mientras espera la revisión.',
    receivedSubject: 'Hemos recibido tu propuesta «{{title}}»',
    receivedThanks: 'Gracias por enviar «{{title}}» a {{workspace}}.',
    receivedReview: 'El equipo revisa cada propuesta antes de publicarla. Recibirás un correo cuando decida.',
    keepPrivate: 'No compartas este enlace: quien lo tenga puede ver, editar o retirar tu propuesta.',
    decisionAbout: 'Sobre «{{title}}», enviado a {{workspace}}:',
    approvedSubject: 'Tu propuesta «{{title}}» ha sido aprobada',
    approvedLine: 'Buenas noticias: el equipo la ha aprobado.',
    rejectedSubject: 'Tu propuesta «{{title}}» no ha sido aceptada',
    rejectedLine: 'El equipo ha decidido no publicarla.',
    needsChangesSubject: 'Tu propuesta «{{title}}» necesita cambios',
    needsChangesLine: 'El equipo quiere que cambies algo antes de publicarla. Edítala desde el enlace de abajo.',
    needsChangesPartnerLine:
      'El equipo quiere que cambies algo antes de publicarlo. Sube una versión corregida desde tu página de envíos.',
  },
  fr: {
    helloNamed: 'Bonjour {{name}},',
    hello: 'Bonjour,',
    reference: 'Référence : {{id}}',
    reason: 'Motif : {{reason}}',
    seeUploads: 'Voir vos envois (connectez-vous si demandé)',
    seeStatus: 'Voir l’état de votre proposition',
    uploadReceivedSubject: 'Nous avons reçu votre envoi « {{title}} »',
    uploadThanks: 'Merci d’avoir envoyé « {{title}} » à {{workspace}}.',
    uploadReview: 'L’équipe relit chaque envoi avant publication. Vous recevrez un e-mail dès sa décision.',
    uploadPage: 'Votre page d’envois indique son état ; vous pouvez le retirer tant qu’il attend la relecture.',
    receivedSubject: 'Nous avons reçu votre proposition « {{title}} »',
    receivedThanks: 'Merci d’avoir proposé « {{title}} » à {{workspace}}.',
    receivedReview: 'L’équipe relit chaque proposition avant publication. Vous recevrez un e-mail dès sa décision.',
    keepPrivate: 'Gardez ce lien pour vous : toute personne qui l’a peut voir, modifier ou retirer votre proposition.',
    decisionAbout: 'À propos de « {{title}} », envoyé à {{workspace}} :',
    approvedSubject: 'Votre proposition « {{title}} » a été acceptée',
    approvedLine: 'Bonne nouvelle : l’équipe l’a acceptée.',
    rejectedSubject: 'Votre proposition « {{title}} » n’a pas été retenue',
    rejectedLine: 'L’équipe a décidé de ne pas la publier.',
    needsChangesSubject: 'Votre proposition « {{title}} » demande des modifications',
    needsChangesLine: 'L’équipe souhaite une modification avant publication. Modifiez-la avec le lien ci-dessous.',
    needsChangesPartnerLine:
      'L’équipe souhaite une modification avant publication. Envoyez une version corrigée depuis votre page d’envois.',
  },
  de: {
    helloNamed: 'Hallo {{name}},',
    hello: 'Hallo,',
    reference: 'Referenz: {{id}}',
    reason: 'Begründung: {{reason}}',
    seeUploads: 'Ihre Einreichungen ansehen (ggf. anmelden)',
    seeStatus: 'Status Ihres Beitrags ansehen',
    uploadReceivedSubject: 'Wir haben Ihren Upload „{{title}}“ erhalten',
    uploadThanks: 'Danke, dass Sie „{{title}}“ bei {{workspace}} hochgeladen haben.',
    uploadReview:
      'Das Team prüft jeden Upload vor der Veröffentlichung. Sie erhalten eine E-Mail, sobald es entscheidet.',
    uploadPage: 'Ihre Upload-Seite zeigt den Status; dort können Sie ihn zurückziehen, solange er auf Prüfung wartet.',
    receivedSubject: 'Wir haben Ihren Beitrag „{{title}}“ erhalten',
    receivedThanks: 'Danke, dass Sie „{{title}}“ an {{workspace}} geschickt haben.',
    receivedReview:
      'Das Team prüft jeden Beitrag vor der Veröffentlichung. Sie erhalten eine E-Mail, sobald es entscheidet.',
    keepPrivate: 'Geben Sie diesen Link nicht weiter: Wer ihn hat, kann Ihren Beitrag sehen, ändern oder zurückziehen.',
    decisionAbout: 'Zu „{{title}}“, eingereicht bei {{workspace}}:',
    approvedSubject: 'Ihr Beitrag „{{title}}“ wurde angenommen',
    approvedLine: 'Gute Nachricht: Das Team hat ihn angenommen.',
    rejectedSubject: 'Ihr Beitrag „{{title}}“ wurde nicht angenommen',
    rejectedLine: 'Das Team hat entschieden, ihn nicht zu veröffentlichen.',
    needsChangesSubject: 'Ihr Beitrag „{{title}}“ braucht Änderungen',
    needsChangesLine:
      'Das Team möchte vor der Veröffentlichung etwas geändert haben. Bearbeiten Sie ihn über den Link unten.',
    needsChangesPartnerLine:
      'Das Team möchte vor der Veröffentlichung etwas geändert haben. Laden Sie auf Ihrer Upload-Seite eine korrigierte Fassung hoch.',
  },
  pt: {
    helloNamed: 'Olá, {{name}},',
    hello: 'Olá,',
    reference: 'Referência: {{id}}',
    reason: 'Motivo: {{reason}}',
    seeUploads: 'Ver seus envios (entre na conta se for pedido)',
    seeStatus: 'Ver a situação da sua proposta',
    uploadReceivedSubject: 'Recebemos seu envio “{{title}}”',
    uploadThanks: 'Obrigado por enviar “{{title}}” para {{workspace}}.',
    uploadReview: 'A equipe revisa cada envio antes de publicá-lo. Você receberá um e-mail quando ela decidir.',
    uploadPage: 'Sua página de envios mostra a situação; você pode retirá-lo ali enquanto aguarda revisão.',
    receivedSubject: 'Recebemos sua proposta “{{title}}”',
    receivedThanks: 'Obrigado por mandar “{{title}}” para {{workspace}}.',
    receivedReview: 'A equipe revisa cada proposta antes de publicá-la. Você receberá um e-mail quando ela decidir.',
    keepPrivate: 'Guarde este link só para você: quem o tiver pode ver, editar ou retirar sua proposta.',
    decisionAbout: 'Sobre “{{title}}”, enviado para {{workspace}}:',
    approvedSubject: 'Sua proposta “{{title}}” foi aprovada',
    approvedLine: 'Boa notícia: a equipe a aprovou.',
    rejectedSubject: 'Sua proposta “{{title}}” não foi aceita',
    rejectedLine: 'A equipe decidiu não publicá-la.',
    needsChangesSubject: 'Sua proposta “{{title}}” precisa de alterações',
    needsChangesLine: 'A equipe gostaria que você mudasse algo antes da publicação. Edite-a pelo link abaixo.',
    needsChangesPartnerLine:
      'A equipe gostaria que você mudasse algo antes da publicação. Envie uma versão corrigida pela sua página de envios.',
  },
  it: {
    helloNamed: 'Ciao {{name}},',
    hello: 'Ciao,',
    reference: 'Riferimento: {{id}}',
    reason: 'Motivo: {{reason}}',
    seeUploads: 'Vedi i tuoi caricamenti (accedi se richiesto)',
    seeStatus: 'Vedi lo stato della tua proposta',
    uploadReceivedSubject: 'Abbiamo ricevuto il tuo caricamento «{{title}}»',
    uploadThanks: 'Grazie per aver caricato «{{title}}» su {{workspace}}.',
    uploadReview: 'La redazione esamina ogni caricamento prima di pubblicarlo. Riceverai un’email quando avrà deciso.',
    uploadPage: 'La pagina dei tuoi caricamenti ne mostra lo stato; puoi ritirarlo lì finché attende l’esame.',
    receivedSubject: 'Abbiamo ricevuto la tua proposta «{{title}}»',
    receivedThanks: 'Grazie per aver inviato «{{title}}» a {{workspace}}.',
    receivedReview: 'La redazione esamina ogni proposta prima di pubblicarla. Riceverai un’email quando avrà deciso.',
    keepPrivate: 'Non condividere questo link: chi lo possiede può vedere, modificare o ritirare la tua proposta.',
    decisionAbout: 'A proposito di «{{title}}», inviato a {{workspace}}:',
    approvedSubject: 'La tua proposta «{{title}}» è stata approvata',
    approvedLine: 'Buone notizie: la redazione l’ha approvata.',
    rejectedSubject: 'La tua proposta «{{title}}» non è stata accettata',
    rejectedLine: 'La redazione ha deciso di non pubblicarla.',
    needsChangesSubject: 'La tua proposta «{{title}}» richiede modifiche',
    needsChangesLine: 'La redazione vorrebbe una modifica prima di pubblicarla. Modificala dal link qui sotto.',
    needsChangesPartnerLine:
      'La redazione vorrebbe una modifica prima di pubblicarla. Carica una versione corretta dalla pagina dei tuoi caricamenti.',
  },
  ar: {
    helloNamed: 'مرحبًا {{name}}،',
    hello: 'مرحبًا،',
    reference: 'المرجع: {{id}}',
    reason: 'السبب: {{reason}}',
    seeUploads: 'اطّلع على ما رفعته (سجّل الدخول إذا طُلب منك)',
    seeStatus: 'اطّلع على حالة مشاركتك',
    uploadReceivedSubject: 'استلمنا ما رفعته: «{{title}}»',
    uploadThanks: 'شكرًا لرفعك «{{title}}» إلى {{workspace}}.',
    uploadReview: 'يراجع الفريق كل ما يُرفع قبل نشره. ستصلك رسالة عندما يتخذ قراره.',
    uploadPage: 'تعرض صفحة ما رفعته حالته، ويمكنك سحبه منها ما دام ينتظر المراجعة.',
    receivedSubject: 'استلمنا مشاركتك «{{title}}»',
    receivedThanks: 'شكرًا لإرسالك «{{title}}» إلى {{workspace}}.',
    receivedReview: 'يراجع الفريق كل مشاركة قبل نشرها. ستصلك رسالة عندما يتخذ قراره.',
    keepPrivate: 'احتفظ بهذا الرابط لنفسك: كل من لديه الرابط يمكنه عرض مشاركتك أو تعديلها أو سحبها.',
    decisionAbout: 'بخصوص «{{title}}» المُرسلة إلى {{workspace}}:',
    approvedSubject: 'تمت الموافقة على مشاركتك «{{title}}»',
    approvedLine: 'خبر سار: وافق الفريق عليها.',
    rejectedSubject: 'لم تُقبل مشاركتك «{{title}}»',
    rejectedLine: 'قرر الفريق عدم نشرها.',
    needsChangesSubject: 'مشاركتك «{{title}}» تحتاج إلى تعديلات',
    needsChangesLine: 'يود الفريق أن تعدّل شيئًا قبل النشر. عدّلها عبر الرابط أدناه.',
    needsChangesPartnerLine: 'يود الفريق أن تعدّل شيئًا قبل النشر. ارفع نسخة مصححة من صفحة ما رفعته.',
  },
  he: {
    helloNamed: 'שלום {{name}},',
    hello: 'שלום,',
    reference: 'מספר אסמכתה: {{id}}',
    reason: 'סיבה: {{reason}}',
    seeUploads: 'לצפייה בהעלאות שלך (יש להתחבר אם תתבקש/י)',
    seeStatus: 'לצפייה בסטטוס ההצעה שלך',
    uploadReceivedSubject: 'קיבלנו את ההעלאה שלך "{{title}}"',
    uploadThanks: 'תודה שהעלית את "{{title}}" אל {{workspace}}.',
    uploadReview: 'הצוות בודק כל העלאה לפני פרסומה. יישלח אליך מייל כשתתקבל החלטה.',
    uploadPage: 'דף ההעלאות שלך מציג את הסטטוס; אפשר לבטל שם את ההעלאה כל עוד היא ממתינה לבדיקה.',
    receivedSubject: 'קיבלנו את ההצעה שלך "{{title}}"',
    receivedThanks: 'תודה ששלחת את "{{title}}" אל {{workspace}}.',
    receivedReview: 'הצוות בודק כל הצעה לפני פרסומה. יישלח אליך מייל כשתתקבל החלטה.',
    keepPrivate: 'שמרו על הקישור הזה לעצמכם: כל מי שמחזיק בו יכול לראות, לערוך או לבטל את ההצעה.',
    decisionAbout: 'בנוגע ל-"{{title}}" שנשלח אל {{workspace}}:',
    approvedSubject: 'ההצעה שלך "{{title}}" אושרה',
    approvedLine: 'חדשות טובות: הצוות אישר אותה.',
    rejectedSubject: 'ההצעה שלך "{{title}}" לא התקבלה',
    rejectedLine: 'הצוות החליט לא לפרסם אותה.',
    needsChangesSubject: 'ההצעה שלך "{{title}}" דורשת שינויים',
    needsChangesLine: 'הצוות מבקש לשנות משהו לפני הפרסום. אפשר לערוך אותה דרך הקישור למטה.',
    needsChangesPartnerLine: 'הצוות מבקש לשנות משהו לפני הפרסום. יש להעלות גרסה מתוקנת מדף ההעלאות שלך.',
  },
};
