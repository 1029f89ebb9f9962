import type { Dictionary } from '../../platform/http/messages.ts';

/** Messages of sign-in, registration, passwords and the own profile. */
export const AUTH_MESSAGES = {
  invalid_credentials: {
    'pt-BR': 'E-mail ou senha incorretos.',
    en: 'Wrong e-mail or password.',
    fr: 'E-mail ou mot de passe incorrect.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  email_not_verified: {
    'pt-BR': 'Confirme seu e-mail antes de entrar. Enviamos um link para sua caixa de entrada.',
    en: 'Confirm your e-mail before signing in. We sent a link to your inbox.',
    fr: 'Confirmez votre e-mail avant de vous connecter. Un lien a été envoyé.',
    ar: 'أكّد بريدك الإلكتروني قبل تسجيل الدخول. أرسلنا رابطًا إلى بريدك.',
  },
  email_taken: {
    'pt-BR': 'Este e-mail já está em uso.',
    en: 'This e-mail is already in use.',
    fr: 'Cet e-mail est déjà utilisé.',
    ar: 'هذا البريد الإلكتروني مستخدم بالفعل.',
  },
  username_taken: {
    'pt-BR': 'Este nome de usuário já está em uso.',
    en: 'This username is already in use.',
    fr: "Ce nom d'utilisateur est déjà utilisé.",
    ar: 'اسم المستخدم هذا مستخدم بالفعل.',
  },
  registered: {
    'pt-BR': 'Quase lá! Enviamos uma mensagem para o seu e-mail com os próximos passos.',
    en: 'Almost there! We sent a message to your e-mail with the next steps.',
    fr: 'Presque fini ! Un message avec les prochaines étapes a été envoyé à votre e-mail.',
    ar: 'اقتربت من الانتهاء! أرسلنا رسالة إلى بريدك الإلكتروني تتضمن الخطوات التالية.',
  },
  email_verified: {
    'pt-BR': 'E-mail confirmado. Você já pode entrar.',
    en: 'E-mail confirmed. You can sign in now.',
    fr: 'E-mail confirmé. Vous pouvez vous connecter.',
    ar: 'تم تأكيد البريد الإلكتروني. يمكنك تسجيل الدخول الآن.',
  },
  token_expired_or_used: {
    'pt-BR': 'Este link é inválido, expirou ou já foi usado.',
    en: 'This link is invalid, expired or already used.',
    fr: 'Ce lien est invalide, expiré ou déjà utilisé.',
    ar: 'هذا الرابط غير صالح أو منتهي الصلاحية أو مستخدم من قبل.',
  },
  reset_sent: {
    'pt-BR': 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
    en: 'If the e-mail is registered, we will send a link to reset the password.',
    fr: "Si l'e-mail est enregistré, nous enverrons un lien de réinitialisation.",
    ar: 'إذا كان البريد الإلكتروني مسجلاً، فسنرسل رابطًا لإعادة تعيين كلمة المرور.',
  },
  password_reset: {
    'pt-BR': 'Senha redefinida. Entre com a nova senha.',
    en: 'Password reset. Sign in with the new password.',
    fr: 'Mot de passe réinitialisé. Connectez-vous avec le nouveau.',
    ar: 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  },
  password_changed: {
    'pt-BR': 'Senha alterada. As outras sessões foram encerradas.',
    en: 'Password changed. Your other sessions were ended.',
    fr: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
    ar: 'تم تغيير كلمة المرور. تم إنهاء جلساتك الأخرى.',
  },
  wrong_current_password: {
    'pt-BR': 'A senha atual está incorreta.',
    en: 'The current password is wrong.',
    fr: 'Le mot de passe actuel est incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  file_required: {
    'pt-BR': 'Envie um arquivo.',
    en: 'Send a file.',
    fr: 'Envoyez un fichier.',
    ar: 'أرسل ملفًا.',
  },
  unsupported_image: {
    'pt-BR': 'Envie uma imagem PNG, JPEG ou WebP.',
    en: 'Send a PNG, JPEG or WebP image.',
    fr: 'Envoyez une image PNG, JPEG ou WebP.',
    ar: 'أرسل صورة بصيغة PNG أو JPEG أو WebP.',
  },
  refresh_invalid: {
    'pt-BR': 'Sessão expirada. Entre novamente.',
    en: 'Session expired. Please sign in again.',
    fr: 'Session expirée. Reconnectez-vous.',
    ar: 'انتهت الجلسة. سجّل الدخول مرة أخرى.',
  },
} satisfies Dictionary;
