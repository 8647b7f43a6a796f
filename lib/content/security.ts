/** Security claims (docs/spec.md "Product and audiences"), shown on the home page's security section. */
export const SECURITY_CLAIMS: readonly { title: string; text: string }[] = [
  { title: 'Encrypted in transit', text: 'Every connection uses TLS 1.3.' },
  {
    title: 'Encrypted at rest',
    text: 'AES-256 encryption with per-tenant keys: your firm’s data is locked with its own key.',
  },
  {
    title: 'Never trained on your data',
    text: 'We never train models on client data. Your matters stay yours.',
  },
  {
    title: 'Export or delete anytime',
    text: 'Take all of your data with you, or have it deleted, whenever you choose.',
  },
  {
    title: 'SOC-2 ready',
    text: 'Built on SOC-2 certified infrastructure, with full SOC-2 compliance on our roadmap.',
  },
  {
    title: 'GDPR ready',
    text: 'Data handling designed around GDPR principles: minimization, access and erasure.',
  },
];

/** The four cards of the Security Overview page (spec.md "Security overview"). */
export const WHITEPAPER_CARDS: readonly { title: string; text: string }[] = [
  {
    title: 'Encryption',
    text: 'TLS 1.3 protects every connection, and AES-256 encrypts your data at rest with a separate key for each firm.',
  },
  {
    title: 'Zero Admin Access',
    text: 'Our staff cannot read your matters. Access to production systems is limited, logged and never includes your documents.',
  },
  {
    title: 'SOC-2 Infrastructure',
    text: 'We run on SOC-2 certified infrastructure today, with full SOC-2 compliance for our own controls on the roadmap.',
  },
  {
    title: 'Ethical AI',
    text: 'We never train models on client data. Answers cite their sources so you can meet your duty of competence, and you can export or delete your data at any time.',
  },
];
