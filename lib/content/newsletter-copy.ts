import type { Language } from '@/lib/markets';
import { BRAND_NAME } from '@/lib/constants/site';

/**
 * The newsletter's words in each market language (docs/adr/0110): the confirmation mail, the confirm
 * and unsubscribe pages, and the footer box's answer. The consent sentence itself lives with its
 * version in lib/constants/notifications.ts (NEWSLETTER_CONSENT).
 */
export interface NewsletterCopy {
  mail: {
    subject: string;
    intro: string;
    button: string;
    copyLink: string;
    expires: (days: number) => string;
    ignore: string;
  };
  confirm: {
    title: string;
    lead: string;
    button: string;
    doneTitle: string;
    done: string;
    expiredTitle: string;
    expired: string;
  };
  unsubscribe: {
    title: string;
    lead: string;
    button: string;
    doneTitle: string;
    done: string;
  };
  invalidTitle: string;
  invalid: string;
  backHome: string;
}

export const NEWSLETTER_COPY: Record<Language, NewsletterCopy> = {
  en: {
    mail: {
      subject: `Confirm your ${BRAND_NAME} newsletter subscription`,
      intro: `Someone, hopefully you, asked to receive the ${BRAND_NAME} newsletter at this address. Open this link to confirm:`,
      button: 'Confirm my subscription',
      copyLink: 'Or copy this link into your browser:',
      expires: (days) => `The link works for ${days} days.`,
      ignore: 'If you did not ask for it, ignore this email: you will not be subscribed.',
    },
    confirm: {
      title: 'Confirm your subscription',
      lead: `One click and the ${BRAND_NAME} newsletter is on its way to you.`,
      button: 'Confirm my subscription',
      doneTitle: 'You are subscribed',
      done: 'Thank you: your subscription is confirmed. Every newsletter has a link to unsubscribe.',
      expiredTitle: 'This link has expired',
      expired: 'Confirmation links work for a limited time. Subscribe again and we will send you a new one.',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      lead: `Stop receiving the ${BRAND_NAME} newsletter at this address.`,
      button: 'Unsubscribe',
      doneTitle: 'You are unsubscribed',
      done: 'You will not receive this newsletter again. You can subscribe again at any time.',
    },
    invalidTitle: 'This link does not work',
    invalid: 'It may be incomplete or already used. Copy the whole link from the email, or subscribe again.',
    backHome: 'Back to the site',
  },
  fr: {
    mail: {
      subject: `Confirmez votre inscription à la newsletter ${BRAND_NAME}`,
      intro: `Quelqu'un, sans doute vous, a demandé à recevoir la newsletter ${BRAND_NAME} à cette adresse. Ouvrez ce lien pour confirmer :`,
      button: 'Confirmer mon inscription',
      copyLink: 'Ou copiez ce lien dans votre navigateur :',
      expires: (days) => `Le lien est valable ${days} jours.`,
      ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail : vous ne serez pas inscrit.",
    },
    confirm: {
      title: 'Confirmez votre inscription',
      lead: `Un clic et la newsletter ${BRAND_NAME} vous sera envoyée.`,
      button: 'Confirmer mon inscription',
      doneTitle: 'Vous êtes inscrit',
      done: 'Merci : votre inscription est confirmée. Chaque newsletter contient un lien de désinscription.',
      expiredTitle: 'Ce lien a expiré',
      expired:
        'Les liens de confirmation ne sont valables que pour une durée limitée. Inscrivez-vous à nouveau et nous vous en enverrons un nouveau.',
    },
    unsubscribe: {
      title: 'Se désabonner',
      lead: `Ne plus recevoir la newsletter ${BRAND_NAME} à cette adresse.`,
      button: 'Me désabonner',
      doneTitle: 'Vous êtes désabonné',
      done: 'Vous ne recevrez plus cette newsletter. Vous pouvez vous réinscrire à tout moment.',
    },
    invalidTitle: 'Ce lien ne fonctionne pas',
    invalid:
      "Il est peut-être incomplet ou déjà utilisé. Copiez le lien entier depuis l'e-mail, ou inscrivez-vous à nouveau.",
    backHome: 'Retour au site',
  },
  nl: {
    mail: {
      subject: `Bevestig je inschrijving op de ${BRAND_NAME}-nieuwsbrief`,
      intro: `Iemand, hopelijk jij, heeft gevraagd de ${BRAND_NAME}-nieuwsbrief op dit adres te ontvangen. Open deze link om te bevestigen:`,
      button: 'Mijn inschrijving bevestigen',
      copyLink: 'Of kopieer deze link in je browser:',
      expires: (days) => `De link werkt ${days} dagen.`,
      ignore: 'Heb je dit niet gevraagd? Negeer deze e-mail: je wordt niet ingeschreven.',
    },
    confirm: {
      title: 'Bevestig je inschrijving',
      lead: `Eén klik en de ${BRAND_NAME}-nieuwsbrief komt naar je toe.`,
      button: 'Mijn inschrijving bevestigen',
      doneTitle: 'Je bent ingeschreven',
      done: 'Bedankt: je inschrijving is bevestigd. Elke nieuwsbrief bevat een link om je af te melden.',
      expiredTitle: 'Deze link is verlopen',
      expired:
        'Bevestigingslinks werken een beperkte tijd. Schrijf je opnieuw in en we sturen je een nieuwe.',
    },
    unsubscribe: {
      title: 'Afmelden',
      lead: `De ${BRAND_NAME}-nieuwsbrief niet meer op dit adres ontvangen.`,
      button: 'Afmelden',
      doneTitle: 'Je bent afgemeld',
      done: 'Je ontvangt deze nieuwsbrief niet meer. Je kunt je altijd opnieuw inschrijven.',
    },
    invalidTitle: 'Deze link werkt niet',
    invalid:
      'Misschien is hij onvolledig of al gebruikt. Kopieer de volledige link uit de e-mail, of schrijf je opnieuw in.',
    backHome: 'Terug naar de site',
  },
};
