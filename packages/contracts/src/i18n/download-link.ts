import type { Language } from '../languages';

/** The page a browser gets for a download link that no longer works (the API serves it, in the reader's language). */
export interface DownloadLinkTexts {
  expiredTitle: string;
  expiredText: string;
  invalidTitle: string;
  invalidText: string;
  goneTitle: string;
  goneText: string;
  whatToDo: string;
  openPortal: string;
}

export const DOWNLOAD_LINK_TEXTS: Record<Language, DownloadLinkTexts> = {
  en: {
    expiredTitle: 'This download link has expired',
    expiredText:
      'Download links work for a few minutes only, so that a copied or forwarded link cannot be used later. The file itself is still there.',
    invalidTitle: 'This download link is not valid',
    invalidText: 'The link is incomplete or was changed on the way, for instance by a mail program cutting it.',
    goneTitle: 'This file is no longer available',
    goneText: 'The file was removed or replaced after the link was made.',
    whatToDo:
      'Go back to the page you came from in the portal and choose the download again: each download makes a fresh link.',
    openPortal: 'Open the portal',
  },
  fr: {
    expiredTitle: 'Ce lien de téléchargement a expiré',
    expiredText:
      'Les liens de téléchargement ne fonctionnent que quelques minutes, afin qu’un lien copié ou transféré ne puisse pas servir plus tard. Le fichier lui-même est toujours là.',
    invalidTitle: 'Ce lien de téléchargement n’est pas valide',
    invalidText: 'Le lien est incomplet ou a été modifié en route, par exemple coupé par un logiciel de messagerie.',
    goneTitle: 'Ce fichier n’est plus disponible',
    goneText: 'Le fichier a été supprimé ou remplacé après la création du lien.',
    whatToDo:
      'Revenez à la page du portail d’où vous venez et relancez le téléchargement : chaque téléchargement crée un nouveau lien.',
    openPortal: 'Ouvrir le portail',
  },
  de: {
    expiredTitle: 'Dieser Download-Link ist abgelaufen',
    expiredText:
      'Download-Links funktionieren nur wenige Minuten, damit ein kopierter oder weitergeleiteter Link später nicht mehr benutzt werden kann. Die Datei selbst ist weiterhin vorhanden.',
    invalidTitle: 'Dieser Download-Link ist ungültig',
    invalidText:
      'Der Link ist unvollständig oder wurde unterwegs verändert, etwa von einem E-Mail-Programm abgeschnitten.',
    goneTitle: 'Diese Datei ist nicht mehr verfügbar',
    goneText: 'Die Datei wurde entfernt oder ersetzt, nachdem der Link erstellt wurde.',
    whatToDo:
      'Kehren Sie zu der Seite im Portal zurück, von der Sie kamen, und starten Sie den Download erneut: Jeder Download erzeugt einen neuen Link.',
    openPortal: 'Portal öffnen',
  },
  es: {
    expiredTitle: 'Este enlace de descarga ha caducado',
    expiredText:
      'Los enlaces de descarga solo funcionan unos minutos, para que un enlace copiado o reenviado no pueda usarse más tarde. El archivo sigue disponible.',
    invalidTitle: 'Este enlace de descarga no es válido',
    invalidText:
      'El enlace está incompleto o se modificó por el camino, por ejemplo cortado por un programa de correo.',
    goneTitle: 'Este archivo ya no está disponible',
    goneText: 'El archivo se eliminó o se sustituyó después de crear el enlace.',
    whatToDo:
      'Vuelva a la página del portal de la que venía y elija de nuevo la descarga: cada descarga crea un enlace nuevo.',
    openPortal: 'Abrir el portal',
  },
};
