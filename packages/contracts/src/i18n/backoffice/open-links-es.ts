import type { Catalogue } from '../catalogue';

/** El enlace abierto de una consulta y su cartel para imprimir (docs/features/open-links.md). */
export const openLinksSpanish: Catalogue = {
  open: 'Enlace abierto',
  title: 'Enlace abierto: %{name}',
  intro:
    'Cualquiera que tenga el enlace puede responder a esta consulta sin cuenta y sin dar su nombre: personal sin correo, un quiosco, un cartel. Cada navegador responde una vez.',
  notOpen: 'Esta consulta no está abierta por enlace.',
  isOpen: 'Esta consulta está abierta por enlace.',
  groupQuestions: 'Preguntas de grupo (opcionales)',
  groupHelp:
    'Las personas pueden indicar a qué grupo pertenecen, p. ej. su departamento: elija hasta 3 atributos de su directorio de personas. Nadie comprueba lo que declaran, y los grupos pequeños se agrupan como siempre.',
  groupNone:
    'Su directorio de personas aún no tiene atributos, así que el enlace no hará ninguna pregunta de grupo. Importe personas con columnas como Departamento para ofrecerlas.',
  groupValues: '%{smart_count} valor |||| %{smart_count} valores',
  groupTooManyValues: 'más de 60 valores: demasiado detallado para ofrecerlo',
  openButton: 'Abrir por enlace',
  opened: 'La consulta está abierta por enlace',
  linkClosed:
    'La consulta ya no admite respuestas (ha vencido o sus resultados están publicados): quien abra el enlace verá que la encuesta está cerrada.',
  url: 'Dirección del enlace',
  copy: 'Copiar',
  copyNamed: 'Copiar la dirección del enlace',
  copied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar la dirección: selecciónela y cópiela a mano',
  qr: 'Código QR',
  qrAlt: 'Código QR del enlace %{url}',
  qrFailed: 'No se pudo cargar el código QR',
  responses: 'Formularios empezados',
  completed: 'Formularios completados',
  createdAt: 'Abierto el',
  groupsAsked: 'Preguntas de grupo planteadas',
  groupsNoneAsked: 'Ninguna',
  poster: 'Cartel para imprimir',
  revoke: 'Revocar enlace',
  revokeTitle: '¿Revocar el enlace?',
  revokeText:
    'El enlace y su código QR dejan de funcionar de inmediato: quien los abra verá que la encuesta está cerrada. Las respuestas ya dadas se quedan y cuentan como antes. Puede abrir un enlace nuevo más tarde; tendrá una dirección nueva.',
  revoked: 'El enlace está revocado',
  revokedNothing: 'No había ningún enlace abierto que revocar',
  readOnly: 'Está viendo este enlace abierto: solo los administradores de la organización pueden abrirlo o revocarlo.',
  notAttribute: '%{name} no es un atributo de su directorio de personas',
  tooManyValues: '%{name} tiene más de 60 valores; elija un atributo menos detallado',
  posterTitle: 'Cartel: %{name}',
  posterLanguage: 'Idioma del cartel',
  print: 'Imprimir',
  printHelp: 'Se imprime en una página A4; los botones y menús no se imprimen.',
  posterHeading: 'Su opinión cuenta',
  posterScan: 'Escanee el código con la cámara de su teléfono o escriba esta dirección:',
  posterAnonymous: 'Anónimo: no se pide ningún nombre y cada dispositivo responde una vez.',
  posterFloor:
    'Los resultados solo se muestran para grupos de al menos %{smart_count} persona. |||| Los resultados solo se muestran para grupos de al menos %{smart_count} personas.',
  source: 'Origen',
  sourceInvited: 'Invitación',
  unverified: 'No verificado (enlace abierto)',
  unverifiedHelp:
    'Respondido por el enlace abierto de la consulta: sin invitación, sin nombre, y el grupo declarado no se comprueba.',
  apiLines: {
    intakeFirst: 'Envíe las respuestas a las preguntas de admisión antes de abrir la consulta por enlace',
    noMoreAnswers: 'Esta consulta ya no admite respuestas: no se puede abrir por enlace',
    alreadyOpen: 'Esta consulta ya tiene un enlace abierto; revóquelo primero para crear uno nuevo',
    closed: 'Este enlace de encuesta está cerrado. Gracias por su interés.',
    atMostThree: 'Como máximo 3 preguntas de grupo',
  },
};
