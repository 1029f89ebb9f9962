import type { HelpCategory, Locale } from '@alvorada/contracts';

interface ArticleText {
  title: string;
  summary: string;
  body: string;
}

/** The help center's first articles: how to use Alvorada's areas, in Markdown, one text per locale. */
export const HELP_ARTICLES: { slug: string; category: HelpCategory; texts: Record<Locale, ArticleText> }[] = [
  {
    slug: 'primeiros-passos',
    category: 'getting_started',
    texts: {
      'pt-BR': {
        title: 'Primeiros passos no Alvorada',
        summary: 'Entre, encontre as áreas liberadas para o seu perfil e ajuste idioma e tema.',
        body: `Depois de entrar com seu e-mail e senha, o Alvorada abre a primeira área que o seu perfil pode ver.

## Encontre o que procura

- O **menu** mostra só as áreas liberadas para você; peça acesso ao administrador se faltar alguma.
- A **busca** do topo abre qualquer página pelo nome.
- O **sino** reúne as notificações, como novas vagas e ciclos fechados.

## Ajuste a interface

No personalizador você escolhe o tema (claro, escuro ou o do sistema), o layout do menu e a largura do conteúdo. O idioma muda no seletor da barra superior: português, inglês, francês ou árabe (da direita para a esquerda).`,
      },
      en: {
        title: 'Getting started with Alvorada',
        summary: 'Sign in, find the areas your profile may open and set your language and theme.',
        body: `Once you sign in with your e-mail and password, Alvorada opens the first area your profile may see.

## Find your way

- The **menu** lists only the areas you may open; ask an administrator if one is missing.
- The **search** at the top opens any page by name.
- The **bell** gathers notifications, such as new jobs and closed cycles.

## Adjust the interface

In the customizer you choose the theme (light, dark or the system's), the menu layout and the content width. The language changes in the top bar's selector: Portuguese, English, French or Arabic (right to left).`,
      },
      fr: {
        title: 'Premiers pas avec Alvorada',
        summary: 'Connectez-vous, trouvez les espaces ouverts à votre profil et réglez langue et thème.',
        body: `Une fois connecté avec votre e-mail et votre mot de passe, Alvorada ouvre le premier espace que votre profil peut voir.

## Trouver son chemin

- Le **menu** n’affiche que les espaces qui vous sont ouverts ; demandez l’accès à un administrateur s’il en manque un.
- La **recherche** en haut ouvre n’importe quelle page par son nom.
- La **cloche** réunit les notifications, comme les nouvelles missions et les cycles clôturés.

## Régler l’interface

Dans le personnaliseur, vous choisissez le thème (clair, sombre ou celui du système), la disposition du menu et la largeur du contenu. La langue se change dans le sélecteur de la barre supérieure : portugais, anglais, français ou arabe (de droite à gauche).`,
      },
      ar: {
        title: 'الخطوات الأولى في Alvorada',
        summary: 'سجّل الدخول، واعثر على الأقسام المتاحة لملفك، واضبط اللغة والمظهر.',
        body: `بعد تسجيل الدخول ببريدك الإلكتروني وكلمة المرور، يفتح Alvorada أول قسم يمكن لملفك رؤيته.

## اعثر على ما تبحث عنه

- تعرض **القائمة** الأقسام المتاحة لك فقط؛ اطلب الصلاحية من المسؤول إن نقص قسم.
- يفتح **البحث** في الأعلى أي صفحة باسمها.
- يجمع **الجرس** الإشعارات، مثل الوظائف الجديدة والدورات المغلقة.

## اضبط الواجهة

في أداة التخصيص تختار المظهر (فاتح أو داكن أو حسب النظام)، وتخطيط القائمة، وعرض المحتوى. وتتغير اللغة من المحدد في الشريط العلوي: البرتغالية أو الإنجليزية أو الفرنسية أو العربية (من اليمين إلى اليسار).`,
      },
    },
  },
  {
    slug: 'rateio-de-creditos',
    category: 'energy',
    texts: {
      'pt-BR': {
        title: 'Como fazer o rateio dos créditos de uma usina',
        summary:
          'Distribua a energia solar injetada entre as unidades consumidoras por percentual ou ordem de prioridade.',
        body: `O rateio diz quanto da energia solar que a usina injeta vai para cada unidade consumidora (UC) beneficiária, como prevê a Lei 14.300/2022. Cada mudança é uma nova versão, que só vale depois de protocolada na distribuidora.

## Passo a passo

1. Abra **Geração**, escolha a usina e clique em **Rateio**.
2. Em **Nova versão**, escolha a forma de rateio (**Percentual** ou **Ordem de prioridade**) e o ciclo a partir do qual ela vale, posterior ao último ciclo fechado.
3. Adicione as UCs beneficiárias com o percentual ou a ordem de cada uma. A soma pode ficar abaixo de 100 %: o que sobra fica com a UC geradora. Só não pode passar de 100 %.
4. Clique em **Salvar nova versão**. A versão fica como **rascunho** e ainda não muda nenhum crédito.
5. Baixe o **formulário da distribuidora** (CSV ou XLSX) e envie-o à distribuidora. Com a resposta, clique em **Registrar protocolo** e informe o número.

A versão protocolada vale a partir do seu ciclo de início; quando ela entra em vigor, a anterior passa a **substituída**. Todas as versões ficam listadas na mesma página.

> Créditos não usados ficam no saldo da UC e vencem em 60 meses.`,
      },
      en: {
        title: 'How to allocate a plant’s credits',
        summary: 'Split the injected solar energy among the consumer units by percentage or priority order.',
        body: `The allocation (rateio) says how much of the solar energy a plant injects goes to each beneficiary consumer unit (UC), as Law 14.300/2022 provides. Every change is a new version, which only applies once the distributor has filed it under a protocol.

## Step by step

1. Open **Generation**, pick the plant and click **Allocation**.
2. Under **New version**, choose how to share (**Percentage** or **Order of priority**) and the cycle it applies from, after the last closed cycle.
3. Add the beneficiary units with each one’s percentage or order. The total may stay below 100%: what is left stays with the generating unit. It may not go over 100%.
4. Click **Save new version**. The version is kept as a **draft** and does not change any credit yet.
5. Download the **distributor form** (CSV or XLSX) and send it to the distributor. When it answers, click **Record protocol** and enter the number.

A version with its protocol applies from its starting cycle; when it comes into force, the previous one becomes **superseded**. Every version is listed on the same page.

> Unused credits stay in the unit’s balance and expire after 60 months.`,
      },
      fr: {
        title: 'Répartir les crédits d’une centrale',
        summary:
          'Répartissez l’énergie solaire injectée entre les unités de consommation, en pourcentage ou par ordre de priorité.',
        body: `La répartition (rateio) indique quelle part de l’énergie solaire injectée par la centrale revient à chaque unité de consommation (UC) bénéficiaire, comme le prévoit la loi 14.300/2022. Chaque changement est une nouvelle version, qui ne s’applique qu’une fois enregistrée par le distributeur sous un numéro de protocole.

## Pas à pas

1. Ouvrez **Production**, choisissez la centrale et cliquez sur **Répartition**.
2. Dans **Nouvelle version**, choisissez le mode de répartition (**Pourcentage** ou **Ordre de priorité**) et le cycle à partir duquel elle s’applique, après le dernier cycle clôturé.
3. Ajoutez les UC bénéficiaires avec le pourcentage ou l’ordre de chacune. Le total peut rester sous 100 % : le reste revient à l’UC productrice. Il ne peut pas dépasser 100 %.
4. Cliquez sur **Enregistrer la nouvelle version**. La version est gardée comme **brouillon** et ne change encore aucun crédit.
5. Téléchargez le **formulaire du distributeur** (CSV ou XLSX) et envoyez-le au distributeur. À sa réponse, cliquez sur **Enregistrer le protocole** et saisissez le numéro.

La version protocolée s’applique à partir de son cycle de départ ; quand elle entre en vigueur, la précédente devient **remplacée**. Toutes les versions sont listées sur la même page.

> Les crédits non utilisés restent au solde de l’UC et expirent au bout de 60 mois.`,
      },
      ar: {
        title: 'كيفية توزيع أرصدة محطة',
        summary: 'وزّع الطاقة الشمسية المحقونة على وحدات الاستهلاك بالنسبة المئوية أو بترتيب الأولوية.',
        body: `يحدد التوزيع مقدار الطاقة الشمسية التي تحقنها المحطة لكل وحدة استهلاك مستفيدة، كما ينص القانون 14.300/2022. كل تغيير هو نسخة جديدة لا تسري إلا بعد أن تسجلها شركة التوزيع برقم بروتوكول.

## خطوة بخطوة

1. افتح **التوليد**، واختر المحطة، ثم انقر **التوزيع**.
2. في **إصدار جديد**، اختر طريقة التوزيع (**النسبة المئوية** أو **ترتيب الأولوية**) والدورة التي تسري منها، بعد آخر دورة مغلقة.
3. أضف الوحدات المستفيدة مع نسبة كل منها أو ترتيبها. يمكن أن يبقى المجموع دون 100%: يبقى الباقي للوحدة المولِّدة. ولا يجوز أن يتجاوز 100%.
4. انقر **حفظ الإصدار الجديد**. تُحفظ النسخة **مسودةً** ولا تغيّر أي رصيد بعد.
5. نزّل **نموذج الموزع** (CSV أو XLSX) وأرسله إليها. وعند ردها، انقر **تسجيل البروتوكول** وأدخل الرقم.

تسري النسخة المسجلة من دورة بدايتها؛ وعندما تدخل حيز التنفيذ تصبح السابقة **مستبدَلة**. تظهر كل النسخ في الصفحة نفسها.

> تبقى الأرصدة غير المستخدمة في رصيد الوحدة وتنتهي بعد 60 شهرًا.`,
      },
    },
  },
  {
    slug: 'rodar-um-backtest',
    category: 'trading',
    texts: {
      'pt-BR': {
        title: 'Rodar o backtest de uma estratégia',
        summary: 'Monte a estratégia, escolha o período e leia as estatísticas e as operações.',
        body: `O backtest executa a estratégia sobre o histórico de preços e mostra como ela teria se saído.

## Como rodar

1. Em **Paracima → Montar TT**, defina as regras de entrada e saída.
2. Abra **Backtest**, escolha o ativo, o período e o capital inicial.
3. Clique em **Executar backtest**. O progresso aparece ao vivo; você pode sair da página.

## Como ler o resultado

- O gráfico **Patrimônio e drawdown** mostra o saldo ao longo do tempo.
- **Sharpe**, **drawdown máximo** e **taxa de acerto** resumem o risco e o retorno.
- A lista de **Operações** traz cada entrada e saída, com o resultado.

Resultados passados não garantem resultados futuros.`,
      },
      en: {
        title: 'Running a strategy backtest',
        summary: 'Build the strategy, pick the period and read the statistics and trades.',
        body: `A backtest runs the strategy over price history and shows how it would have done.

## How to run it

1. In **Paracima → Build TT**, set the entry and exit rules.
2. Open **Backtest**, pick the asset, the period and the starting capital.
3. Click **Run backtest**. Progress shows live; you may leave the page.

## How to read the result

- The **Equity and drawdown** chart shows the balance over time.
- **Sharpe**, **maximum drawdown** and **win rate** sum up risk and return.
- The **Trades** list gives every entry and exit with its result.

Past results do not guarantee future results.`,
      },
      fr: {
        title: 'Lancer le backtest d’une stratégie',
        summary: 'Construisez la stratégie, choisissez la période et lisez statistiques et opérations.',
        body: `Le backtest exécute la stratégie sur l’historique des prix et montre comment elle se serait comportée.

## Le lancer

1. Dans **Paracima → Construire TT**, définissez les règles d’entrée et de sortie.
2. Ouvrez **Backtest**, choisissez l’actif, la période et le capital initial.
3. Cliquez sur **Lancer le backtest**. La progression s’affiche en direct ; vous pouvez quitter la page.

## Lire le résultat

- Le graphique **Capital et drawdown** montre le solde dans le temps.
- Le **Sharpe**, le **drawdown maximal** et le **taux de réussite** résument risque et rendement.
- La liste des **Opérations** donne chaque entrée et sortie avec son résultat.

Les résultats passés ne garantissent pas les résultats futurs.`,
      },
      ar: {
        title: 'تشغيل اختبار رجعي لاستراتيجية',
        summary: 'ابنِ الاستراتيجية، واختر الفترة، واقرأ الإحصاءات والعمليات.',
        body: `يشغّل الاختبار الرجعي الاستراتيجية على تاريخ الأسعار ويبيّن كيف كان أداؤها سيكون.

## طريقة التشغيل

1. في **Paracima ← بناء TT**، حدّد قواعد الدخول والخروج.
2. افتح **الاختبار الرجعي**، واختر الأصل والفترة ورأس المال الابتدائي.
3. انقر **تشغيل الاختبار**. يظهر التقدم مباشرة؛ ويمكنك مغادرة الصفحة.

## قراءة النتيجة

- يعرض الرسم **رأس المال والتراجع** الرصيد عبر الزمن.
- تلخص **نسبة شارب** و**أقصى تراجع** و**نسبة الصفقات الرابحة** المخاطرة والعائد.
- تسرد قائمة **الصفقات** كل دخول وخروج ونتيجته.

النتائج السابقة لا تضمن النتائج المستقبلية.`,
      },
    },
  },
  {
    slug: 'alertas-de-vagas-workana',
    category: 'automations',
    texts: {
      'pt-BR': {
        title: 'Receber alertas de vagas do Workana',
        summary: 'Crie regras com palavras-chave e orçamento e receba as vagas no sino ou por e-mail.',
        body: `O Alvorada lê as vagas publicadas e avisa quando uma combina com as suas regras.

## Crie uma regra

1. No menu **Workana**, abra **Configurações do Workana**.
2. Clique em **Nova regra** e informe palavras-chave, termos a excluir e o orçamento mínimo.
3. A prévia mostra quais das vagas recentes a regra teria encontrado.
4. Salve e ative a regra.

## Escolha como ser avisado

Nas preferências você escolhe o **sino**, o **e-mail** na hora ou um **resumo diário**. As vagas encontradas ficam em **Notificações Workana**, com gráficos de orçamento e atividade.`,
      },
      en: {
        title: 'Getting Workana job alerts',
        summary: 'Create rules with keywords and budget and get matching jobs in the bell or by e-mail.',
        body: `Alvorada reads the published jobs and tells you when one matches your rules.

## Create a rule

1. In the **Workana** menu, open **Workana settings**.
2. Click **New rule** and enter keywords, terms to exclude and the minimum budget.
3. The preview shows which recent jobs the rule would have found.
4. Save and turn the rule on.

## Choose how you are told

In the preferences you choose the **bell**, an **e-mail** right away or a **daily digest**. Matching jobs stay in **Workana notifications**, with budget and activity charts.`,
      },
      fr: {
        title: 'Recevoir des alertes de missions Workana',
        summary:
          'Créez des règles avec mots-clés et budget et recevez les missions dans la cloche ou par e-mail.',
        body: `Alvorada lit les missions publiées et vous prévient quand l’une correspond à vos règles.

## Créer une règle

1. Dans le menu **Workana**, ouvrez **Paramètres Workana**.
2. Cliquez sur **Nouvelle règle** et indiquez les mots-clés, les termes à exclure et le budget minimal.
3. L’aperçu montre quelles missions récentes la règle aurait trouvées.
4. Enregistrez et activez la règle.

## Choisir comment être prévenu

Dans les préférences, vous choisissez la **cloche**, un **e-mail** immédiat ou un **résumé quotidien**. Les missions trouvées restent dans **Notifications Workana**, avec des graphiques de budget et d’activité.`,
      },
      ar: {
        title: 'تلقي تنبيهات وظائف Workana',
        summary: 'أنشئ قواعد بكلمات مفتاحية وميزانية، وتلقَّ الوظائف المطابقة في الجرس أو بالبريد.',
        body: `يقرأ Alvorada الوظائف المنشورة وينبهك عندما تطابق إحداها قواعدك.

## أنشئ قاعدة

1. من قائمة **Workana**، افتح **إعدادات Workana**.
2. انقر **قاعدة جديدة** وأدخل الكلمات المفتاحية والكلمات المستبعدة والحد الأدنى للميزانية.
3. تعرض المعاينة الوظائف الحديثة التي كانت القاعدة ستجدها.
4. احفظ القاعدة وفعّلها.

## اختر طريقة التنبيه

في التفضيلات تختار **الجرس** أو **بريدًا فوريًا** أو **ملخصًا يوميًا**. وتبقى الوظائف المطابقة في **إشعارات Workana** مع رسوم الميزانية والنشاط.`,
      },
    },
  },
  {
    slug: 'seguranca-da-conta',
    category: 'account',
    texts: {
      'pt-BR': {
        title: 'Senha, sessões e segurança da conta',
        summary: 'Troque a senha, veja onde sua conta está aberta e encerre sessões que não reconhece.',
        body: `Mantenha sua conta protegida em **Configurações da conta → Segurança**.

## Trocar a senha

A senha precisa ter pelo menos 10 caracteres, com letras e números, e não pode conter seu e-mail. Esqueceu a senha? Use **Esqueci minha senha** na tela de entrada: o link chega por e-mail e vale uma vez.

## Sessões ativas

A lista mostra cada navegador com a sua conta aberta. Encerre qualquer sessão que não reconheça; ela sai na hora.

Nunca compartilhe sua senha: a equipe do Alvorada não pede senhas por e-mail.`,
      },
      en: {
        title: 'Password, sessions and account security',
        summary:
          'Change your password, see where your account is open and end sessions you do not recognise.',
        body: `Keep your account safe in **Account settings → Security**.

## Change the password

The password needs at least 10 characters, with letters and digits, and may not contain your e-mail. Forgot it? Use **Forgot password** on the sign-in screen: the link arrives by e-mail and works once.

## Active sessions

The list shows every browser where your account is open. End any session you do not recognise; it signs out at once.

Never share your password: the Alvorada team never asks for passwords by e-mail.`,
      },
      fr: {
        title: 'Mot de passe, sessions et sécurité du compte',
        summary:
          'Changez votre mot de passe, voyez où votre compte est ouvert et fermez les sessions inconnues.',
        body: `Protégez votre compte dans **Paramètres du compte → Sécurité**.

## Changer le mot de passe

Le mot de passe doit compter au moins 10 caractères, avec lettres et chiffres, et ne peut pas contenir votre e-mail. Oublié ? Utilisez **Mot de passe oublié** sur l’écran de connexion : le lien arrive par e-mail et ne sert qu’une fois.

## Sessions actives

La liste montre chaque navigateur où votre compte est ouvert. Fermez toute session que vous ne reconnaissez pas ; elle se déconnecte aussitôt.

Ne partagez jamais votre mot de passe : l’équipe Alvorada ne le demande jamais par e-mail.`,
      },
      ar: {
        title: 'كلمة المرور والجلسات وأمان الحساب',
        summary: 'غيّر كلمة المرور، واعرف أين حسابك مفتوح، وأنهِ الجلسات التي لا تعرفها.',
        body: `حافظ على أمان حسابك من **إعدادات الحساب ← الأمان**.

## تغيير كلمة المرور

يجب أن تتكون كلمة المرور من 10 أحرف على الأقل، بحروف وأرقام، وألا تحتوي على بريدك الإلكتروني. نسيتها؟ استخدم **نسيت كلمة المرور** في شاشة الدخول: يصلك الرابط بالبريد ويعمل مرة واحدة.

## الجلسات النشطة

تعرض القائمة كل متصفح فُتح فيه حسابك. أنهِ أي جلسة لا تعرفها؛ فيخرج منها فورًا.

لا تشارك كلمة مرورك أبدًا: فريق Alvorada لا يطلب كلمات المرور بالبريد الإلكتروني.`,
      },
    },
  },
];
