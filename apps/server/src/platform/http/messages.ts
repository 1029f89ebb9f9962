import type { Locale } from '@alvorada/contracts';
import { ADMIN_MESSAGES } from '../../modules/admin/messages.ts';
import { ENERGY_MESSAGES } from '../../modules/energy/messages.ts';

/** Server messages by code, in every locale. Clients show `detail` as it comes. */
export const MESSAGES = {
  validation: {
    'pt-BR': 'Alguns campos estão inválidos.',
    en: 'Some fields are invalid.',
    fr: 'Certains champs sont invalides.',
    ar: 'بعض الحقول غير صالحة.',
  },
  required: {
    'pt-BR': 'Campo obrigatório.',
    en: 'This field is required.',
    fr: 'Champ obligatoire.',
    ar: 'هذا الحقل مطلوب.',
  },
  invalid_email: {
    'pt-BR': 'E-mail inválido.',
    en: 'Invalid e-mail address.',
    fr: 'Adresse e-mail invalide.',
    ar: 'بريد إلكتروني غير صالح.',
  },
  invalid_cpf: { 'pt-BR': 'CPF inválido.', en: 'Invalid CPF.', fr: 'CPF invalide.', ar: 'رقم CPF غير صالح.' },
  invalid_username: {
    'pt-BR': 'Use de 3 a 40 letras, números, ponto, hífen ou sublinhado.',
    en: 'Use 3 to 40 letters, digits, dot, hyphen or underscore.',
    fr: 'Utilisez 3 à 40 lettres, chiffres, point, tiret ou souligné.',
    ar: 'استخدم من 3 إلى 40 حرفًا أو رقمًا أو نقطة أو شرطة أو شرطة سفلية.',
  },
  invalid_page_size: {
    'pt-BR': 'Tamanho de página inválido.',
    en: 'Invalid page size.',
    fr: 'Taille de page invalide.',
    ar: 'حجم الصفحة غير صالح.',
  },
  password_too_short: {
    'pt-BR': 'A senha deve ter pelo menos 8 caracteres.',
    en: 'The password must have at least 8 characters.',
    fr: 'Le mot de passe doit contenir au moins 8 caractères.',
    ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  },
  password_too_weak: {
    'pt-BR': 'A senha deve conter letras e números.',
    en: 'The password must contain letters and digits.',
    fr: 'Le mot de passe doit contenir des lettres et des chiffres.',
    ar: 'يجب أن تحتوي كلمة المرور على أحرف وأرقام.',
  },
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
  inactive: {
    'pt-BR': 'Esta conta está desativada.',
    en: 'This account is deactivated.',
    fr: 'Ce compte est désactivé.',
    ar: 'هذا الحساب معطّل.',
  },
  throttled: {
    'pt-BR': 'Muitas tentativas. Tente novamente em {seconds} segundos.',
    en: 'Too many attempts. Try again in {seconds} seconds.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  },
  not_authenticated: {
    'pt-BR': 'Usuário não autenticado',
    en: 'User not authenticated',
    fr: 'Utilisateur non authentifié',
    ar: 'المستخدم غير مصادق عليه',
  },
  token_invalid: {
    'pt-BR': 'Token de acesso inválido.',
    en: 'Invalid access token.',
    fr: "Jeton d'accès invalide.",
    ar: 'رمز الوصول غير صالح.',
  },
  refresh_invalid: {
    'pt-BR': 'Sessão expirada. Entre novamente.',
    en: 'Session expired. Please sign in again.',
    fr: 'Session expirée. Reconnectez-vous.',
    ar: 'انتهت الجلسة. سجّل الدخول مرة أخرى.',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para esta ação.',
    en: 'You are not allowed to do this.',
    fr: "Vous n'avez pas l'autorisation pour cette action.",
    ar: 'ليس لديك إذن للقيام بهذا الإجراء.',
  },
  not_found: { 'pt-BR': 'Não encontrado.', en: 'Not found.', fr: 'Introuvable.', ar: 'غير موجود.' },
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
    'pt-BR': 'Conta criada. Enviamos um link de confirmação para o seu e-mail.',
    en: 'Account created. We sent a confirmation link to your e-mail.',
    fr: 'Compte créé. Un lien de confirmation a été envoyé à votre e-mail.',
    ar: 'تم إنشاء الحساب. أرسلنا رابط تأكيد إلى بريدك الإلكتروني.',
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
  payload_too_large: {
    'pt-BR': 'O arquivo ou o corpo da requisição é grande demais.',
    en: 'The file or request body is too large.',
    fr: 'Le fichier ou le corps de la requête est trop volumineux.',
    ar: 'الملف أو نص الطلب كبير جدًا.',
  },
  role_not_found: {
    'pt-BR': 'Perfil de acesso não encontrado.',
    en: 'Role not found.',
    fr: 'Rôle introuvable.',
    ar: 'الدور غير موجود.',
  },
  role_name_taken: {
    'pt-BR': 'Já existe um perfil com este nome.',
    en: 'A role with this name already exists.',
    fr: 'Un rôle portant ce nom existe déjà.',
    ar: 'يوجد دور بهذا الاسم بالفعل.',
  },
  cannot_change_self: {
    'pt-BR': 'Você não pode desativar ou rebaixar a própria conta.',
    en: 'You cannot deactivate or demote your own account.',
    fr: 'Vous ne pouvez pas désactiver ou rétrograder votre propre compte.',
    ar: 'لا يمكنك تعطيل حسابك أو تخفيض صلاحياته.',
  },
  internal: {
    'pt-BR': 'Erro interno. Tente novamente em instantes.',
    en: 'Internal error. Please try again shortly.',
    fr: 'Erreur interne. Réessayez dans un instant.',
    ar: 'خطأ داخلي. حاول مرة أخرى بعد قليل.',
  },
  unavailable: {
    'pt-BR': 'Serviço indisponível no momento.',
    en: 'Service unavailable at the moment.',
    fr: 'Service momentanément indisponible.',
    ar: 'الخدمة غير متاحة حاليًا.',
  },
  ...ENERGY_MESSAGES,
  ...ADMIN_MESSAGES,
} satisfies Record<string, Record<Locale, string>>;

export type MessageCode = keyof typeof MESSAGES;

export const isMessageCode = (code: string): code is MessageCode => code in MESSAGES;

export function translate(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[code][locale].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}
