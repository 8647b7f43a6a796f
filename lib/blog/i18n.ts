import type { Language } from '@/lib/markets';

/** The blog's interface strings. English is the spec's wording; fr and nl are their translations. */
export interface BlogStrings {
  skipToContent: string;
  badge: string;
  indexTitle: string;
  indexSubtitle: string;
  readArticle: string;
  minRead: (minutes: number) => string;
  by: string;
  /** Under the byline (issue 35): who legally reviewed the article, and when (a date already formatted). */
  reviewedBy: (name: string, date: string) => string;
  uncategorized: string;
  loadingArticles: string;
  loadingArticle: string;
  emptyTitle: string;
  emptyMessage: string;
  backToHome: string;
  backToBlog: string;
  tryAgain: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
  /** The closing call to action under an article (issue 38): early access and contact, in its language. */
  articleCtaTitle: string;
  articleCtaText: string;
  articleCtaEarlyAccess: string;
  articleCtaContact: string;
  notFoundTitle: string;
  notFoundMessage: string;
  errorLoadingArticle: string;
  errorLoadingArticleMessage: string;
  errorLoadingArticles: string;
  startFreeTrial: string;
  markets: string;
  otherLanguages: string;
  feedDescription: string;
  /** Archive pages (docs/adr/0057): "page 2" in titles and links, the pager's landmark and its steps. */
  pageN: (n: number) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  categories: string;
  indexMetaTitle: string;
  indexMetaDescription: string;
}

const en: BlogStrings = {
  skipToContent: 'Skip to content',
  badge: 'Legal Insights',
  indexTitle: 'Resources for Solo Practitioners & Small Firms',
  indexSubtitle:
    'Practical guides, industry insights and expert tips to help you run a more efficient, profitable legal practice.',
  readArticle: 'Read Article',
  minRead: (n) => `${n} min read`,
  by: 'By',
  reviewedBy: (name, date) => `Reviewed by ${name} on ${date}`,
  uncategorized: 'Uncategorized',
  loadingArticles: 'Loading articles...',
  loadingArticle: 'Loading article...',
  emptyTitle: 'No articles yet',
  emptyMessage: 'We are working on new articles. Check back soon!',
  backToHome: 'Back to Home',
  backToBlog: 'Back to Blog',
  tryAgain: 'Try Again',
  ctaTitle: 'Ready to Transform Your Practice?',
  ctaText: 'Join the solo practitioners and small firms who research, draft and organize faster with AiLex.',
  ctaButton: 'Start Your Free Trial',
  articleCtaTitle: 'Put this into practice with AiLex',
  articleCtaText: 'Join the early-access list, or tell us what your practice needs.',
  articleCtaEarlyAccess: 'Request early access',
  articleCtaContact: 'Contact us',
  notFoundTitle: 'Article Not Found',
  notFoundMessage: "The article you're looking for doesn't exist.",
  errorLoadingArticle: 'Error Loading Article',
  errorLoadingArticleMessage: 'There was an error loading the article. Please try again.',
  errorLoadingArticles: 'Failed to load blog articles',
  startFreeTrial: 'Start free trial',
  markets: 'Blog editions',
  otherLanguages: 'Also available in',
  feedDescription: 'Legal insights for solo practitioners and small firms.',
  pageN: (n) => `page ${n}`,
  pagination: 'Pages of articles',
  previousPage: 'Previous',
  nextPage: 'Next',
  categories: 'Categories',
  indexMetaTitle: 'Legal Insights Blog',
  indexMetaDescription:
    'Resources for solo practitioners and small firms: legal research, practice management, client intake and AI ethics.',
};

const fr: BlogStrings = {
  skipToContent: 'Aller au contenu',
  badge: 'Analyses juridiques',
  indexTitle: 'Ressources pour avocats indépendants et petits cabinets',
  indexSubtitle:
    'Guides pratiques, analyses du secteur et conseils d’experts pour gérer un cabinet plus efficace et plus rentable.',
  readArticle: 'Lire l’article',
  minRead: (n) => `${n} min de lecture`,
  by: 'Par',
  reviewedBy: (name, date) => `Relu par ${name} le ${date}`,
  uncategorized: 'Sans catégorie',
  loadingArticles: 'Chargement des articles...',
  loadingArticle: 'Chargement de l’article...',
  emptyTitle: 'Aucun article pour le moment',
  emptyMessage: 'De nouveaux articles sont en préparation. Revenez bientôt !',
  backToHome: 'Retour à l’accueil',
  backToBlog: 'Retour au blog',
  tryAgain: 'Réessayer',
  ctaTitle: 'Prêt à transformer votre cabinet ?',
  ctaText:
    'Rejoignez les avocats indépendants et petits cabinets qui recherchent, rédigent et s’organisent plus vite avec AiLex.',
  ctaButton: 'Commencer l’essai gratuit',
  articleCtaTitle: 'Mettez ces conseils en pratique avec AiLex',
  articleCtaText: 'Inscrivez-vous à l’accès anticipé, ou dites-nous ce dont votre cabinet a besoin.',
  articleCtaEarlyAccess: 'Demander l’accès anticipé',
  articleCtaContact: 'Nous contacter',
  notFoundTitle: 'Article introuvable',
  notFoundMessage: 'L’article que vous cherchez n’existe pas.',
  errorLoadingArticle: 'Erreur de chargement de l’article',
  errorLoadingArticleMessage: 'Une erreur est survenue lors du chargement de l’article. Veuillez réessayer.',
  errorLoadingArticles: 'Impossible de charger les articles du blog',
  startFreeTrial: 'Essai gratuit',
  markets: 'Éditions du blog',
  otherLanguages: 'Également disponible en',
  feedDescription: 'Analyses juridiques pour avocats indépendants et petits cabinets en Belgique.',
  pageN: (n) => `page n° ${n}`,
  pagination: 'Pages d’articles',
  previousPage: 'Précédente',
  nextPage: 'Suivante',
  categories: 'Catégories',
  indexMetaTitle: 'Blog juridique',
  indexMetaDescription:
    'Ressources pour avocats indépendants et petits cabinets : recherche juridique, gestion du cabinet, accueil des clients et éthique de l’IA.',
};

const nl: BlogStrings = {
  skipToContent: 'Naar de inhoud',
  badge: 'Juridische inzichten',
  indexTitle: 'Hulpmiddelen voor zelfstandige advocaten en kleine kantoren',
  indexSubtitle:
    'Praktische gidsen, sectorinzichten en deskundige tips voor een efficiëntere en rendabelere advocatenpraktijk.',
  readArticle: 'Artikel lezen',
  minRead: (n) => `${n} min leestijd`,
  by: 'Door',
  reviewedBy: (name, date) => `Nagekeken door ${name} op ${date}`,
  uncategorized: 'Zonder categorie',
  loadingArticles: 'Artikelen laden...',
  loadingArticle: 'Artikel laden...',
  emptyTitle: 'Nog geen artikelen',
  emptyMessage: 'We werken aan nieuwe artikelen. Kom binnenkort terug!',
  backToHome: 'Terug naar home',
  backToBlog: 'Terug naar de blog',
  tryAgain: 'Opnieuw proberen',
  ctaTitle: 'Klaar om uw praktijk te transformeren?',
  ctaText:
    'Sluit u aan bij de zelfstandige advocaten en kleine kantoren die sneller onderzoeken, opstellen en organiseren met AiLex.',
  ctaButton: 'Start uw gratis proefperiode',
  articleCtaTitle: 'Breng dit in de praktijk met AiLex',
  articleCtaText: 'Schrijf u in voor vroege toegang, of vertel ons wat uw kantoor nodig heeft.',
  articleCtaEarlyAccess: 'Vroege toegang aanvragen',
  articleCtaContact: 'Contact opnemen',
  notFoundTitle: 'Artikel niet gevonden',
  notFoundMessage: 'Het artikel dat u zoekt bestaat niet.',
  errorLoadingArticle: 'Fout bij het laden van het artikel',
  errorLoadingArticleMessage: 'Er is een fout opgetreden bij het laden van het artikel. Probeer het opnieuw.',
  errorLoadingArticles: 'Kan de blogartikelen niet laden',
  startFreeTrial: 'Gratis proberen',
  markets: 'Blogedities',
  otherLanguages: 'Ook beschikbaar in',
  feedDescription: 'Juridische inzichten voor zelfstandige advocaten en kleine kantoren in België.',
  pageN: (n) => `pagina ${n}`,
  pagination: 'Pagina’s met artikelen',
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  categories: 'Categorieën',
  indexMetaTitle: 'Juridische blog',
  indexMetaDescription:
    'Hulpmiddelen voor zelfstandige advocaten en kleine kantoren: juridisch onderzoek, praktijkbeheer, cliëntonthaal en AI-ethiek.',
};

const STRINGS: Record<Language, BlogStrings> = { en, fr, nl };

export function blogStrings(language: Language): BlogStrings {
  return STRINGS[language];
}
