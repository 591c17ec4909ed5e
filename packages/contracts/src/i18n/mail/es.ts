import type { MailCatalogue } from './en';
import { RESPONDENT_PRIVACY } from '../../respondent-privacy';

export const mailEs: MailCatalogue = {
  common: {
    privacy: RESPONDENT_PRIVACY.es,
    hello: 'Hola:',
    helloName: 'Hola, %{name}:',
    signature: 'Portal de diagnóstico',
    answerTime: 'Responder lleva unos %{minutes} minutos.',
    answerTimeOne: 'Responder lleva aproximadamente un minuto.',
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  },
  invitation: {
    subject: '%{organisation} le invita a una encuesta de diagnóstico',
    title: 'Está invitado a una encuesta de diagnóstico',
    intro: '%{inviter}, de %{organisation}, le invita a responder la encuesta «%{survey}».',
    introText: '%{inviter}, de %{organisation}, le invita a responder la encuesta «%{survey}».',
    steps:
      'Cree su cuenta (su organización y su correo electrónico ya están completados) y, después, rellene el cuestionario antes del %{date}.',
    stepsText:
      'Cree su cuenta con el enlace siguiente (su organización y su correo electrónico ya están completados) y, después, rellene el cuestionario antes del %{date}.',
    ignore: 'Si no esperaba esta invitación, puede ignorar este mensaje.',
    button: 'Registrarse y empezar',
  },
  surveyAssigned: {
    subject: 'Le espera un nuevo cuestionario de %{organisation}',
    title: 'Le espera un nuevo cuestionario',
    intro: '%{inviter}, de %{organisation}, le ha añadido como participante de «%{survey}».',
    introText: '%{inviter}, de %{organisation}, le ha añadido como participante de «%{survey}».',
    steps: 'Inicie sesión y rellene su cuestionario antes del %{date}.',
    stepsText: 'Inicie sesión y rellene su cuestionario antes del %{date}:',
    button: 'Abrir mis cuestionarios',
  },
  invitationWithheld: {
    subject: '%{organisation} ha intentado invitarle a una encuesta de diagnóstico',
    tried:
      '%{inviter}, de %{organisation}, ha intentado invitar a esta dirección de correo electrónico a responder una encuesta.',
    existing:
      'Ya tiene una cuenta en el portal con esta dirección, por lo que no se ha enviado ninguna invitación y su cuenta no se ha modificado. No se ha informado a %{organisation} de que usted tiene una cuenta.',
    contact:
      'Si esperaba esta invitación, póngase en contacto con la persona que le invitó. De lo contrario, puede ignorar este mensaje.',
    button: 'Iniciar sesión',
  },
  reminder: {
    subject: 'Recordatorio: su cuestionario de %{survey}',
    intro:
      'Este es un recordatorio de %{organisation}: su cuestionario de «%{survey}» (%{description}) aún no está completado.',
    due: 'Complételo antes del %{date}; después de esa fecha ya no se podrá guardar el cuestionario.',
    drafts: 'Guardar como borrador mantiene sus respuestas editables; Enviar las hace definitivas.',
    button: 'Abrir sus cuestionarios',
  },
  ssoLinkCode: {
    subject: 'Su código para vincular el inicio de sesión de su organización',
    intro:
      'Alguien ha iniciado sesión con el inicio de sesión único de su organización como %{email} y pide vincularlo a su cuenta del Portal de diagnóstico. Su código es:',
    validity: 'El código es válido durante %{minutes} minutos y solo puede usarse una vez.',
    footer: 'Si no ha sido usted, ignore este mensaje: sin el código no se vincula nada.',
  },
  ssoUnlinked: {
    subject: 'El inicio de sesión de su organización ha cambiado',
    intro:
      'Su organización ha cambiado de proveedor de inicio de sesión único, por lo que se ha eliminado el vínculo con su cuenta del Portal de diagnóstico.',
    next: 'La próxima vez que continúe con su organización, confirmará una vez que la cuenta es suya, con su contraseña o un código enviado a esta dirección.',
    button: 'Ir al portal',
  },
  ssoUnlinkedByPassword: {
    subject: 'El inicio de sesión de su organización se ha desvinculado',
    intro:
      'La contraseña de su cuenta del Portal de diagnóstico ha cambiado, por lo que se han eliminado todos los vínculos entre el inicio de sesión único de su organización y esta cuenta.',
  },
  passwordReset: {
    subject: 'Su código para restablecer la contraseña',
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal de diagnóstico. Su código de verificación es:',
    validity: 'El código es válido durante %{minutes} minutos y solo puede usarse una vez.',
    button: 'Introducir el código',
    footer: 'Si no ha solicitado una nueva contraseña, ignore este mensaje: su contraseña no cambia.',
  },
  emailVerification: {
    subject: 'Verifique su dirección de correo electrónico',
    intro:
      'Gracias por registrarse en el Portal de diagnóstico. Para confirmar que esta dirección es suya, introduzca este código en su panel después de iniciar sesión:',
    validity:
      'El código es válido durante %{hours} horas. Mientras la dirección no esté verificada, el portal no envía invitaciones en nombre de su organización.',
    button: 'Iniciar sesión',
    footer: 'Si no se ha registrado, ignore este mensaje: no se envía nada en su nombre.',
  },
  signupConfirmation: {
    subject: 'Confirme su registro',
    intro:
      'Gracias por registrar %{organisation} en el Portal de diagnóstico. Para confirmar que esta dirección es suya y crear su cuenta, abra este enlace:',
    validity:
      'El enlace funciona una sola vez y durante %{hours} horas. Hasta que lo abra, no existe ninguna cuenta y no puede iniciar sesión.',
    button: 'Confirmar su registro',
    footer: 'Si no se ha registrado, ignore este mensaje: no se crea nada sin el enlace.',
  },
  signupExistingAccount: {
    subject: 'Alguien ha intentado registrarse con su dirección de correo electrónico',
    intro:
      'Alguien acaba de intentar registrarse en el Portal de diagnóstico con esta dirección de correo electrónico. Ya tiene una cuenta, por lo que no se ha creado ninguna cuenta nueva.',
    ifYou: 'Si fue usted, inicie sesión con su contraseña actual en %{link}. Si la ha olvidado, establezca una nueva:',
    button: 'Restablecer su contraseña',
    footer: 'Si no fue usted, ignore este mensaje: su cuenta no ha cambiado.',
  },
  customQuestionApproved: {
    subject: 'Su pregunta personalizada fue aprobada',
    intro:
      'El equipo del Portal de diagnóstico aprobó su pregunta personalizada «%{question}» para la encuesta «%{inquiry}».',
    scope:
      'Ahora se formula en cada cuestionario de esa encuesta que aún no está completado; los cuestionarios completados antes de hoy no la incluyen.',
    button: 'Abrir sus preguntas personalizadas',
  },
  customQuestionRejected: {
    subject: 'Su pregunta personalizada no fue aprobada',
    intro:
      'El equipo del Portal de diagnóstico no aprobó su pregunta personalizada «%{question}» para la encuesta «%{inquiry}».',
    reason: 'Motivo: %{reason}',
    noReason: 'No se indicó ningún motivo.',
    next: 'Puede modificar la pregunta; una pregunta modificada vuelve a revisión.',
    button: 'Editar la pregunta',
  },
  resultsPublished: {
    subject: 'Los resultados de «%{inquiry}» están publicados',
    intro: 'Los resultados de su encuesta «%{inquiry}» (%{survey}) están publicados.',
    read: 'Ya puede leer las conclusiones, las recomendaciones y la hoja de ruta, y descargar el informe.',
    closed: 'Los cuestionarios de esta encuesta están cerrados: los encuestados ya no pueden enviar respuestas.',
    button: 'Ver los resultados',
  },
  actionAssigned: {
    subject: 'Se le ha asignado una acción: «%{action}»',
    intro: '%{assigner} le ha nombrado responsable de la acción «%{action}» sobre los resultados de «%{inquiry}».',
    due: 'Vence el %{due}.',
    noDue: 'Todavía no tiene fecha de vencimiento.',
    next: 'En el portal puede anotar su avance y cambiar su estado.',
    button: 'Abrir el portal',
  },
  actionDueSoon: {
    subject: 'Vence el %{due}: «%{action}»',
    intro: 'La acción «%{action}» sobre los resultados de «%{inquiry}», de la que es responsable, vence el %{due}.',
    next: 'Anote su avance o cambie su estado en el portal; si la fecha ya no es válida, pida a su administrador que la cambie.',
  },
  actionOverdue: {
    subject: 'Vencida: «%{action}»',
    intro:
      'La acción «%{action}» sobre los resultados de «%{inquiry}», de la que es responsable, vencía el %{due} y aún no está terminada.',
    next: 'Anote en el portal cómo va, márquela como terminada o pida a su administrador que la descarte o cambie su fecha.',
  },
};
