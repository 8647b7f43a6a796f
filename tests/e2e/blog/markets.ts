/** What each market's pages must show (the e2e server runs on the demo seed). */
export const MARKET_CASES = [
  { code: 'global', base: '/blog', lang: 'en', hreflang: 'en', badge: 'Legal Insights', title: 'Resources for Solo Practitioners & Small Firms', readArticle: 'Read Article', date: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
  { code: 'usa', base: '/blog/usa', lang: 'en', hreflang: 'en-US', badge: 'Legal Insights', title: 'Resources for Solo Practitioners & Small Firms', readArticle: 'Read Article', date: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
  { code: 'be-fr', base: '/blog/belgium-fr', lang: 'fr', hreflang: 'fr-BE', badge: 'Analyses juridiques', title: 'Ressources pour avocats indépendants et petits cabinets', readArticle: 'Lire l’article', date: /^\d{1,2} [a-zéû]+ \d{4}$/ },
  { code: 'be-nl', base: '/blog/belgium-nl', lang: 'nl', hreflang: 'nl-BE', badge: 'Juridische inzichten', title: 'Hulpmiddelen voor zelfstandige advocaten en kleine kantoren', readArticle: 'Artikel lezen', date: /^\d{1,2} [a-z]+ \d{4}$/ },
] as const;
