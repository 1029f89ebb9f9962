import type { Locale } from '@alvorada/contracts';

type Template = (link: string) => { subject: string; text: string };

const TEMPLATES: Record<
  'verify_email' | 'reset_password' | 'account_exists' | 'username_taken',
  Record<Locale, Template>
> = {
  verify_email: {
    'pt-BR': (link) => ({
      subject: 'Confirme seu e-mail no Alvorada',
      text: `Olá!\n\nPara ativar sua conta, confirme seu e-mail abrindo o link abaixo (válido por 24 horas):\n\n${link}\n\nSe você não criou uma conta, ignore esta mensagem.`,
    }),
    en: (link) => ({
      subject: 'Confirm your e-mail on Alvorada',
      text: `Hello!\n\nTo activate your account, confirm your e-mail by opening the link below (valid for 24 hours):\n\n${link}\n\nIf you did not create an account, ignore this message.`,
    }),
    fr: (link) => ({
      subject: 'Confirmez votre e-mail sur Alvorada',
      text: `Bonjour !\n\nPour activer votre compte, confirmez votre e-mail en ouvrant le lien ci-dessous (valable 24 heures) :\n\n${link}\n\nSi vous n'avez pas créé de compte, ignorez ce message.`,
    }),
    ar: (link) => ({
      subject: 'أكّد بريدك الإلكتروني في Alvorada',
      text: `مرحبًا!\n\nلتفعيل حسابك، أكّد بريدك الإلكتروني بفتح الرابط أدناه (صالح لمدة 24 ساعة):\n\n${link}\n\nإذا لم تنشئ حسابًا، فتجاهل هذه الرسالة.`,
    }),
  },
  reset_password: {
    'pt-BR': (link) => ({
      subject: 'Redefinição de senha do Alvorada',
      text: `Olá!\n\nRecebemos um pedido para redefinir sua senha. Abra o link abaixo (válido por 1 hora) para escolher uma nova:\n\n${link}\n\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
    }),
    en: (link) => ({
      subject: 'Alvorada password reset',
      text: `Hello!\n\nWe received a request to reset your password. Open the link below (valid for 1 hour) to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message: your password stays the same.`,
    }),
    fr: (link) => ({
      subject: 'Réinitialisation du mot de passe Alvorada',
      text: `Bonjour !\n\nNous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez le lien ci-dessous (valable 1 heure) :\n\n${link}\n\nSi ce n'était pas vous, ignorez ce message.`,
    }),
    ar: (link) => ({
      subject: 'إعادة تعيين كلمة مرور Alvorada',
      text: `مرحبًا!\n\nتلقينا طلبًا لإعادة تعيين كلمة المرور. افتح الرابط أدناه (صالح لمدة ساعة واحدة) لاختيار كلمة جديدة:\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة.`,
    }),
  },
  // Someone tried to register with an address that has an account: only its owner learns it.
  account_exists: {
    'pt-BR': (link) => ({
      subject: 'Sua conta no Alvorada',
      text: `Olá!\n\nAlguém tentou criar uma conta no Alvorada com este e-mail, mas você já tem uma. Se foi você, basta entrar; se esqueceu a senha, escolha uma nova aqui:\n\n${link}\n\nSe não foi você, ignore esta mensagem: nada mudou na sua conta.`,
    }),
    en: (link) => ({
      subject: 'Your Alvorada account',
      text: `Hello!\n\nSomeone tried to create an Alvorada account with this e-mail, but you already have one. If it was you, just sign in; if you forgot your password, choose a new one here:\n\n${link}\n\nIf it was not you, ignore this message: nothing changed in your account.`,
    }),
    fr: (link) => ({
      subject: 'Votre compte Alvorada',
      text: `Bonjour !\n\nQuelqu'un a essayé de créer un compte Alvorada avec cet e-mail, mais vous en avez déjà un. Si c'était vous, connectez-vous ; si vous avez oublié votre mot de passe, choisissez-en un nouveau ici :\n\n${link}\n\nSi ce n'était pas vous, ignorez ce message : rien n'a changé sur votre compte.`,
    }),
    ar: (link) => ({
      subject: 'حسابك في Alvorada',
      text: `مرحبًا!\n\nحاول شخص ما إنشاء حساب في Alvorada بهذا البريد الإلكتروني، لكن لديك حسابًا بالفعل. إذا كنت أنت، فما عليك إلا تسجيل الدخول؛ وإذا نسيت كلمة المرور، فاختر كلمة جديدة من هنا:\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.`,
    }),
  },
  // A registration with a new address and a username someone else holds: no account was created.
  username_taken: {
    'pt-BR': (link) => ({
      subject: 'Seu cadastro no Alvorada',
      text: `Olá!\n\nRecebemos um cadastro no Alvorada com este e-mail, mas o nome de usuário escolhido já está em uso, e nenhuma conta foi criada. Se foi você, cadastre-se de novo com outro nome de usuário:\n\n${link}\n\nSe não foi você, ignore esta mensagem.`,
    }),
    en: (link) => ({
      subject: 'Your Alvorada registration',
      text: `Hello!\n\nWe received an Alvorada registration with this e-mail, but the chosen username is already in use, so no account was created. If it was you, register again with another username:\n\n${link}\n\nIf it was not you, ignore this message.`,
    }),
    fr: (link) => ({
      subject: 'Votre inscription sur Alvorada',
      text: `Bonjour !\n\nNous avons reçu une inscription sur Alvorada avec cet e-mail, mais le nom d'utilisateur choisi est déjà pris : aucun compte n'a été créé. Si c'était vous, inscrivez-vous à nouveau avec un autre nom d'utilisateur :\n\n${link}\n\nSi ce n'était pas vous, ignorez ce message.`,
    }),
    ar: (link) => ({
      subject: 'تسجيلك في Alvorada',
      text: `مرحبًا!\n\nتلقينا طلب تسجيل في Alvorada بهذا البريد الإلكتروني، لكن اسم المستخدم المختار مستخدم بالفعل، فلم يُنشأ أي حساب. إذا كنت أنت، فسجّل من جديد باسم مستخدم آخر:\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة.`,
    }),
  },
};

export const renderAuthEmail = (kind: keyof typeof TEMPLATES, locale: Locale, link: string) =>
  TEMPLATES[kind][locale](link);
