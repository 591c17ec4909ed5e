import type { MailCatalogue } from './en';

export const mailEs: MailCatalogue = {
  common: {
    hello: 'Hola:',
    helloName: 'Hola, %{name}:',
    signature: 'Portal de diagnóstico',
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  },
  invitation: {
    subject: '%{organisation} le invita a una encuesta de diagnóstico',
    title: 'Está invitado a una encuesta de diagnóstico',
    intro: '%{inviter}, de %{organisation}, le invita a responder la encuesta «%{survey}».',
    introText: '%{inviter}, de %{organisation}, le invita a responder la encuesta «%{survey}».',
    steps: 'Cree su cuenta (su organización y su correo electrónico ya están completados) y, después, rellene el formulario antes del %{date}.',
    stepsText: 'Cree su cuenta con el enlace siguiente (su organización y su correo electrónico ya están completados) y, después, rellene el formulario antes del %{date}.',
    ignore: 'Si no esperaba esta invitación, puede ignorar este mensaje.',
    button: 'Registrarse y empezar',
  },
  surveyAssigned: {
    subject: 'Le espera un nuevo formulario de encuesta de %{organisation}',
    title: 'Le espera un nuevo formulario de encuesta',
    intro: '%{inviter}, de %{organisation}, le ha añadido como participante de «%{survey}».',
    introText: '%{inviter}, de %{organisation}, le ha añadido como participante de «%{survey}».',
    steps: 'Inicie sesión y rellene su formulario de encuesta antes del %{date}.',
    stepsText: 'Inicie sesión y rellene su formulario de encuesta antes del %{date}:',
    button: 'Abrir mis formularios de encuesta',
  },
  invitationWithheld: {
    subject: '%{organisation} ha intentado invitarle a una encuesta de diagnóstico',
    tried: '%{inviter}, de %{organisation}, ha intentado invitar a esta dirección de correo electrónico a responder una encuesta.',
    existing: 'Ya tiene una cuenta en el portal con esta dirección, por lo que no se ha enviado ninguna invitación y su cuenta no se ha modificado. No se ha informado a %{organisation} de que usted tiene una cuenta.',
    contact: 'Si esperaba esta invitación, póngase en contacto con la persona que le invitó. De lo contrario, puede ignorar este mensaje.',
    button: 'Iniciar sesión',
  },
  reminder: {
    subject: 'Recordatorio: su formulario de encuesta de %{survey}',
    intro: 'Este es un recordatorio de %{organisation}: su formulario de encuesta de «%{survey}» (%{description}) aún no está completado.',
    due: 'Complételo antes del %{date}; después de esa fecha ya no se podrá guardar el formulario.',
    drafts: 'Guardar como borrador mantiene sus respuestas editables; Enviar las hace definitivas.',
    button: 'Abrir sus formularios de encuesta',
  },
  passwordReset: {
    subject: 'Su código para restablecer la contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal de diagnóstico. Su código de verificación es:',
    validity: 'El código es válido durante %{minutes} minutos y solo puede usarse una vez.',
    button: 'Introducir el código',
    footer: 'Si no ha solicitado una nueva contraseña, ignore este mensaje: su contraseña no cambia.',
  },
  emailVerification: {
    subject: 'Verifique su dirección de correo electrónico',
    intro: 'Gracias por registrarse en el Portal de diagnóstico. Para confirmar que esta dirección es suya, introduzca este código en su panel después de iniciar sesión:',
    validity: 'El código es válido durante %{hours} horas. Mientras la dirección no esté verificada, el portal no envía invitaciones en nombre de su organización.',
    button: 'Iniciar sesión',
    footer: 'Si no se ha registrado, ignore este mensaje: no se envía nada en su nombre.',
  },
  signupExistingAccount: {
    subject: 'Alguien ha intentado registrarse con su dirección de correo electrónico',
    intro: 'Alguien acaba de intentar registrarse en el Portal de diagnóstico con esta dirección de correo electrónico. Ya tiene una cuenta, por lo que no se ha creado ninguna cuenta nueva.',
    ifYou: 'Si fue usted, inicie sesión con su contraseña actual en %{link}. Si la ha olvidado, establezca una nueva:',
    button: 'Restablecer su contraseña',
    footer: 'Si no fue usted, ignore este mensaje: su cuenta no ha cambiado.',
  },
};
