import { BRAND_NAME, FREE_TRIAL_DAYS } from '@/lib/constants/site';

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: `How does the ${FREE_TRIAL_DAYS}-day free trial work?`,
    answer: `Sign up and use every feature of your plan for ${FREE_TRIAL_DAYS} days. No credit card is required, and nothing is charged unless you choose a plan at the end.`,
  },
  {
    question: `Is ${BRAND_NAME} a substitute for my own legal judgment?`,
    answer:
      'No. It researches, drafts and organizes the way a good associate would, and every answer cites its sources so you can check them. You review and sign everything that leaves your office.',
  },
  {
    question: 'Which jurisdictions do you cover?',
    answer:
      'Research is state-specific: statutes, court rules and appellate case law for the states on our coverage list, with federal law everywhere. Scale customers get priority access to new jurisdictions.',
  },
  {
    question: 'Do you train your models on my client data?',
    answer:
      'Never. Your matters are encrypted in transit (TLS 1.3) and at rest (AES-256) with keys per firm, and you can export or delete your data at any time.',
  },
  {
    question: 'Do I need training or setup?',
    answer:
      'No training is needed. Connect your calendar and practice management software in a few clicks and start asking questions the same day.',
  },
  {
    question: 'Can I change or cancel my plan later?',
    answer:
      'Yes. Upgrade, downgrade or cancel from your account at any time; annual plans keep their 15% discount for the rest of the billing year.',
  },
];
