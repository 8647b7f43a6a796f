import 'server-only';
/**
 * Demo seed content for the multi-market blog: categories and articles for
 * global/en, usa/en, be-fr/fr and be-nl/nl, including two translation groups,
 * drafts and one archived article. Plain data only; the seeder turns it into rows.
 * Each article's HTML body is the file `articles/{key}.html` beside this one
 * (sanitizer-safe tags only, no h1), read by seed-articles.ts.
 */
import type { ArticleStatus } from '@/lib/constants/articles';
import type { MarketCode, Language } from '@/lib/markets';

export interface SeedCategory {
  name: string;
  /** The name on French and Dutch pages. */
  nameFr: string;
  nameNl: string;
  slug: string;
  description: string;
  color: string;
}

export interface SeedArticle {
  /** Stable unique id inside the seed, e.g. 'intake-automation'. */
  key: string;
  title: string;
  /** Lowercase, a-z0-9 and hyphens only; unique per (market, language). */
  slug: string;
  /** 1-2 sentences, 120-220 characters. */
  summary: string;
  /** One of SEED_CATEGORIES' slugs. */
  categorySlug: string;
  status: ArticleStatus;
  market: MarketCode;
  /** global/usa -> 'en', be-fr -> 'fr', be-nl -> 'nl'. */
  language: Language;
  /** null for drafts; days before "now" at seed time. */
  publishedDaysAgo: number | null;
  /** Omitted on some published articles (the site then shows the default). */
  readTimeMinutes?: number;
  /** <= 60 characters. */
  metaTitle?: string;
  /** <= 160 characters. */
  metaDescription?: string;
  /** Key of the global/en base article this one translates. */
  translationOf?: string;
  featuredImage?: 'research' | 'intake' | 'deadlines' | 'drafting' | 'security' | null;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Practice Management',
    nameFr: 'Gestion du cabinet',
    nameNl: 'Kantoorbeheer',
    slug: 'practice-management',
    description:
      'Running a lean, well-organised practice: deadlines, billing, trust accounts and the day-to-day business of a small firm.',
    color: '#3B82F6',
  },
  {
    name: 'Legal Technology',
    nameFr: 'Technologie juridique',
    nameNl: 'Juridische technologie',
    slug: 'legal-technology',
    description:
      'Practical, hype-free guidance on the software and AI tools that help solo lawyers and small firms work faster.',
    color: '#06B6D4',
  },
  {
    name: 'AI & Ethics',
    nameFr: 'IA et déontologie',
    nameNl: 'AI en deontologie',
    slug: 'ai-ethics',
    description:
      'Professional responsibility in the age of generative AI: confidentiality, competence, supervision, fees and bar guidance.',
    color: '#8B5CF6',
  },
  {
    name: 'Client Intake',
    nameFr: 'Accueil des clients',
    nameNl: 'Cliëntintake',
    slug: 'client-intake',
    description:
      'From first enquiry to signed engagement: intake forms, conflict checks, scheduling and onboarding that clients appreciate.',
    color: '#10B981',
  },
  {
    name: 'Legal Research',
    nameFr: 'Recherche juridique',
    nameNl: 'Juridisch onderzoek',
    slug: 'legal-research',
    description:
      'Methods for faster, more reliable legal research, including how to use AI research tools without compromising accuracy.',
    color: '#F59E0B',
  },
  {
    name: 'Belgian Practice',
    nameFr: 'Pratique en Belgique',
    nameNl: 'Praktijk in België',
    slug: 'belgian-practice',
    description:
      'Topics specific to Belgian lawyers: bar rules, professional secrecy, GDPR, the DPA platform and running a practice in Belgium.',
    color: '#EF4444',
  },
];

export const SEED_ARTICLES: SeedArticle[] = [
  // ---------------------------------------------------------------------------
  // Global / English
  // ---------------------------------------------------------------------------
  {
    key: 'ai-legal-research-workflow',
    title: 'A Practical Workflow for AI-Assisted Legal Research',
    slug: 'ai-assisted-legal-research-workflow',
    summary:
      'A five-step method for using AI research tools without sacrificing accuracy: frame the question, map the terrain, verify every authority and document what you relied on.',
    categorySlug: 'legal-research',
    status: 'published',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 95,
    readTimeMinutes: 3,
    metaTitle: 'AI-Assisted Legal Research: A Practical Workflow',
    metaDescription:
      'A five-step workflow for solo lawyers and small firms to use AI research tools safely: frame, explore, verify every authority, fill the gaps and document.',
    featuredImage: 'research',
  },
  {
    key: 'intake-automation',
    title: 'Automating Client Intake Without Losing the Human Touch',
    slug: 'automating-client-intake',
    summary:
      'How small firms can automate enquiry capture, conflict checks, scheduling and follow-ups at intake while keeping the first conversation personal and reassuring.',
    categorySlug: 'client-intake',
    status: 'published',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 70,
    readTimeMinutes: 3,
    featuredImage: 'intake',
  },
  {
    key: 'deadline-management',
    title: 'Never Miss a Deadline: A Docketing System for Small Firms',
    slug: 'docketing-system-small-firms',
    summary:
      'Missed deadlines remain among the most avoidable causes of malpractice claims. Here is how a solo or small firm can build a simple, redundant docketing system that works.',
    categorySlug: 'practice-management',
    status: 'published',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 3,
    readTimeMinutes: 3,
    metaTitle: 'Docketing for Small Law Firms: Never Miss a Deadline',
    metaDescription:
      'Build a reliable docketing system for a solo or small firm: one central calendar, double checks, escalating reminders and daily triage of incoming documents.',
    featuredImage: 'deadlines',
  },
  {
    key: 'drafting-with-ai',
    title: "Drafting with AI: Where It Helps and Where It Doesn't",
    slug: 'drafting-with-ai-where-it-helps',
    summary:
      'AI can speed up first drafts of letters, summaries and routine clauses, but it is weak on judgment, context and local requirements. A realistic guide for small firms.',
    categorySlug: 'legal-technology',
    status: 'published',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 22,
    featuredImage: 'drafting',
  },
  {
    key: 'confidentiality-checklist-ai-tools',
    title: 'A Confidentiality Checklist Before You Adopt Any AI Tool',
    slug: 'confidentiality-checklist-ai-tools',
    summary:
      'Ten questions to ask any AI vendor before client information goes near the tool, from model training and data retention to access controls, breach notice and exit.',
    categorySlug: 'ai-ethics',
    status: 'published',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 41,
    readTimeMinutes: 2,
    metaTitle: 'AI Tool Confidentiality Checklist for Lawyers',
    metaDescription:
      'Ten questions every lawyer should ask an AI vendor about training, retention, storage, subprocessors, access, breaches and exit before using client data.',
    featuredImage: 'security',
  },

  // ---------------------------------------------------------------------------
  // USA / English
  // ---------------------------------------------------------------------------
  {
    key: 'aba-formal-opinion-512',
    title: 'ABA Formal Opinion 512: What Solo Lawyers Need to Know About Generative AI',
    slug: 'aba-formal-opinion-512-generative-ai',
    summary:
      "The ABA's first formal ethics opinion on generative AI applies familiar Model Rules to new tools. Here is what it means in practice for solo and small-firm lawyers.",
    categorySlug: 'ai-ethics',
    status: 'published',
    market: 'usa',
    language: 'en',
    publishedDaysAgo: 110,
    readTimeMinutes: 3,
    metaTitle: 'ABA Formal Opinion 512 on Generative AI, Explained',
    metaDescription:
      'Competence, confidentiality, client communication, candor, supervision and fees: a practical walk-through of ABA Formal Opinion 512 for small firms.',
    featuredImage: null,
  },
  {
    key: 'iolta-trust-accounting',
    title: 'Trust Accounting for Solo Practitioners: Avoiding Common IOLTA Mistakes',
    slug: 'trust-accounting-iolta-mistakes',
    summary:
      'Trust account errors are a frequent source of disciplinary trouble for solo lawyers. A practical guide to IOLTA basics, three-way reconciliation and safer daily habits.',
    categorySlug: 'practice-management',
    status: 'published',
    market: 'usa',
    language: 'en',
    publishedDaysAgo: 47,
    featuredImage: null,
  },
  {
    key: 'state-bar-ai-guidance',
    title: 'Texas, Florida and New York: How State Bars Approach Generative AI',
    slug: 'state-bar-ai-guidance-texas-florida-new-york',
    summary:
      'Florida, Texas and New York have each published guidance on lawyers using generative AI. We compare the shared themes and the differences that matter for small firms.',
    categorySlug: 'ai-ethics',
    status: 'published',
    market: 'usa',
    language: 'en',
    publishedDaysAgo: 9,
    readTimeMinutes: 3,
    metaTitle: 'State Bar AI Guidance: Texas, Florida and New York',
    featuredImage: null,
  },

  // ---------------------------------------------------------------------------
  // Belgium (FR) / French
  // ---------------------------------------------------------------------------
  {
    key: 'ai-legal-research-workflow-fr',
    title: "Une méthode pratique pour la recherche juridique assistée par l'IA",
    slug: 'recherche-juridique-assistee-ia-methode',
    summary:
      'Une méthode en cinq étapes pour utiliser les outils de recherche par IA sans sacrifier la fiabilité : cadrer la question, explorer, vérifier chaque source et documenter.',
    categorySlug: 'legal-research',
    status: 'published',
    market: 'be-fr',
    language: 'fr',
    publishedDaysAgo: 88,
    readTimeMinutes: 4,
    metaTitle: "Recherche juridique assistée par l'IA : la méthode",
    metaDescription:
      "Cinq étapes pour utiliser l'IA en recherche juridique en toute sécurité : cadrer la question, explorer, vérifier chaque source, combler les lacunes, documenter.",
    translationOf: 'ai-legal-research-workflow',
    featuredImage: null,
  },
  {
    key: 'intake-automation-fr',
    title: "Automatiser l'accueil des clients sans perdre le contact humain",
    slug: 'automatiser-accueil-clients-contact-humain',
    summary:
      "Comment un petit cabinet peut automatiser la réception des demandes, les conflits d'intérêts, les rendez-vous et les relances, tout en gardant un premier contact humain.",
    categorySlug: 'client-intake',
    status: 'published',
    market: 'be-fr',
    language: 'fr',
    publishedDaysAgo: 61,
    readTimeMinutes: 3,
    translationOf: 'intake-automation',
  },
  {
    key: 'secret-professionnel-rgpd-ia',
    title: "Secret professionnel et RGPD : utiliser l'IA sans risque au cabinet",
    slug: 'secret-professionnel-rgpd-intelligence-artificielle',
    summary:
      "Avant de confier des données de clients à un outil d'IA, l'avocat doit concilier secret professionnel, RGPD et déontologie. Les points à vérifier, étape par étape.",
    categorySlug: 'belgian-practice',
    status: 'published',
    market: 'be-fr',
    language: 'fr',
    publishedDaysAgo: 33,
    readTimeMinutes: 3,
    metaTitle: 'Secret professionnel, RGPD et IA : le guide pratique',
    metaDescription:
      "Secret professionnel, RGPD et déontologie : ce que l'avocat belge doit vérifier avant d'utiliser un outil d'IA avec des données de clients.",
    featuredImage: null,
  },
  {
    key: 'dpa-e-deposit-facturation',
    title: 'DPA, e-Deposit et facturation : un back-office efficace pour le petit cabinet',
    slug: 'dpa-e-deposit-facturation-cabinet',
    summary:
      "Dépôts électroniques via la DPA, suivi des prestations, TVA et facturation électronique : les bons réflexes pour un back-office léger dans un cabinet d'avocats belge.",
    categorySlug: 'practice-management',
    status: 'published',
    market: 'be-fr',
    language: 'fr',
    publishedDaysAgo: 15,
    featuredImage: null,
  },

  // ---------------------------------------------------------------------------
  // Belgium (NL) / Dutch
  // ---------------------------------------------------------------------------
  {
    key: 'ai-legal-research-workflow-nl',
    title: 'Een praktische werkwijze voor juridisch onderzoek met AI',
    slug: 'juridisch-onderzoek-met-ai-werkwijze',
    summary:
      'Een methode in vijf stappen om AI-tools voor juridisch onderzoek te gebruiken zonder aan betrouwbaarheid in te boeten: vraag afbakenen, verkennen, elke bron nagaan, documenteren.',
    categorySlug: 'legal-research',
    status: 'published',
    market: 'be-nl',
    language: 'nl',
    publishedDaysAgo: 86,
    readTimeMinutes: 3,
    translationOf: 'ai-legal-research-workflow',
  },
  {
    key: 'intake-automation-nl',
    title: 'Cliëntintake automatiseren zonder het menselijke contact te verliezen',
    slug: 'clientintake-automatiseren-menselijk-contact',
    summary:
      'Hoe een klein kantoor aanvragen, conflictcontroles, afspraken en opvolging bij de intake kan automatiseren en toch het eerste gesprek persoonlijk en geruststellend houdt.',
    categorySlug: 'client-intake',
    status: 'published',
    market: 'be-nl',
    language: 'nl',
    publishedDaysAgo: 58,
    readTimeMinutes: 3,
    metaTitle: 'Cliëntintake automatiseren: praktische gids',
    metaDescription:
      'Automatiseer aanvragen, conflictcontroles, afspraken en opvolging bij de intake van nieuwe cliënten, zonder het persoonlijke eerste gesprek te verliezen.',
    translationOf: 'intake-automation',
    featuredImage: null,
  },
  {
    key: 'beroepsgeheim-avg-ai',
    title: 'Beroepsgeheim en AVG: AI verantwoord inzetten op je advocatenkantoor',
    slug: 'beroepsgeheim-avg-ai-advocatenkantoor',
    summary:
      'Een praktisch stappenplan voor advocaten die AI willen gebruiken zonder hun beroepsgeheim of hun AVG-verplichtingen in gevaar te brengen, met een kort intern AI-beleid.',
    categorySlug: 'belgian-practice',
    status: 'published',
    market: 'be-nl',
    language: 'nl',
    publishedDaysAgo: 27,
    readTimeMinutes: 2,
    metaTitle: 'Beroepsgeheim, AVG en AI: praktische gids voor advocaten',
    metaDescription:
      'Hoe je als advocaat AI-tools inzet zonder je beroepsgeheim of de AVG te schenden: verwerkersovereenkomst, dataminimalisatie en een intern AI-beleid.',
    featuredImage: null,
  },
  {
    key: 'tijdsregistratie-dpa-platform',
    title: 'Tijdsregistratie en het DPA-platform: efficiënter werken op een klein kantoor',
    slug: 'tijdsregistratie-dpa-platform-klein-kantoor',
    summary:
      'Dagelijkse tijdsregistratie, elektronische neerlegging via DPA-Deposit, btw en e-facturatie: praktische gewoonten om de administratie van een klein advocatenkantoor te beperken.',
    categorySlug: 'practice-management',
    status: 'published',
    market: 'be-nl',
    language: 'nl',
    publishedDaysAgo: 6,
    readTimeMinutes: 2,
    featuredImage: 'deadlines',
  },

  // ---------------------------------------------------------------------------
  // Drafts
  // ---------------------------------------------------------------------------
  {
    key: 'flat-fees-age-of-ai',
    title: 'Flat Fees in the Age of AI: Rethinking How Small Firms Price Their Work',
    slug: 'flat-fees-age-of-ai',
    summary:
      'As AI shortens routine tasks, hourly billing rewards inefficiency more than ever. Why small firms are taking a fresh look at flat and phased fees, and how to set them.',
    categorySlug: 'practice-management',
    status: 'draft',
    market: 'global',
    language: 'en',
    publishedDaysAgo: null,
    readTimeMinutes: 1,
  },
  {
    key: 'website-chatbots-advertising-rules',
    title: 'Website Chatbots and Lawyer Advertising Rules: A Pre-Launch Checklist',
    slug: 'website-chatbots-lawyer-advertising-rules',
    summary:
      'A chatbot on your firm website is a communication about your services, so US advertising and solicitation rules apply. What to check before you switch one on.',
    categorySlug: 'client-intake',
    status: 'draft',
    market: 'usa',
    language: 'en',
    publishedDaysAgo: null,
  },
  {
    key: 'lancer-cabinet-solo-check-list',
    title: 'Lancer son cabinet en solo : la check-list des premiers mois',
    slug: 'lancer-cabinet-solo-check-list',
    summary:
      "Vous quittez la collaboration pour ouvrir votre propre cabinet ? Les démarches et choix d'organisation à ne pas oublier pendant les premiers mois d'installation.",
    categorySlug: 'belgian-practice',
    status: 'draft',
    market: 'be-fr',
    language: 'fr',
    publishedDaysAgo: null,
  },

  // ---------------------------------------------------------------------------
  // Archived
  // ---------------------------------------------------------------------------
  {
    key: 'generative-ai-first-look',
    title: "First Look: What Generative AI Can and Can't Do for Lawyers",
    slug: 'generative-ai-first-look-lawyers',
    summary:
      'Our early hands-on impressions of general-purpose AI chatbots on everyday legal tasks. Archived: see our newer guides on AI-assisted research and drafting instead.',
    categorySlug: 'legal-technology',
    status: 'archived',
    market: 'global',
    language: 'en',
    publishedDaysAgo: 200,
    readTimeMinutes: 1,
  },
];
