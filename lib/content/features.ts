/** Core feature cards (SPEC 1): what each does, and the demo shown on hover and in the dialog. */
export interface Feature {
  id: string;
  title: string;
  summary: string;
  /** Demo exchange; `{state}` is replaced with the page's state name. */
  demo: { prompt: string; response: string[] };
}

export const FEATURES: readonly Feature[] = [
  {
    id: 'research',
    title: 'State-specific legal research',
    summary:
      'Answers grounded in your jurisdiction’s statutes, rules and case law, with citations you can check.',
    demo: {
      prompt: 'What is the statute of limitations for a personal injury claim in {state}?',
      response: [
        'Found the controlling {state} statute and 3 recent appellate opinions applying it.',
        'Summary with pinpoint citations ready to paste into your memo.',
        'Flagged one exception that may toll the period for your client.',
      ],
    },
  },
  {
    id: 'receptionist',
    title: 'AI receptionist',
    summary: 'Answers client calls while you are in court and logs every intake detail for you.',
    demo: {
      prompt: 'Incoming call: prospective client, car accident last week in {state}.',
      response: [
        'Greeted the caller and collected contact details and accident facts.',
        'Ran a conflict check against your client list: no conflicts.',
        'Booked a consultation on your calendar for Thursday, 10:00.',
      ],
    },
  },
  {
    id: 'organize',
    title: 'Cases, documents and deadlines',
    summary:
      'Every matter organized, every document filed in place, every deadline calculated and on your calendar.',
    demo: {
      prompt: 'Served with a complaint today in a {state} state court. What are my deadlines?',
      response: [
        'Calculated the answer deadline under the {state} rules of civil procedure.',
        'Added the deadline and two reminders to your calendar.',
        'Filed the complaint under the new matter with a one-page summary.',
      ],
    },
  },
  {
    id: 'drafting',
    title: 'Drafting motions, memos and letters',
    summary: 'First drafts in your voice and format, following the local rules of the court you file in.',
    demo: {
      prompt: 'Draft a motion to compel discovery responses for a {state} county court.',
      response: [
        'Drafted the motion with the meet-and-confer certificate {state} courts expect.',
        'Cited the governing {state} discovery rule and two supporting cases.',
        'Prepared a proposed order and a cover letter to opposing counsel.',
      ],
    },
  },
  {
    id: 'precedent',
    title: 'Finding legal precedent',
    summary:
      'Finds the cases that matter, checks they are still good law and explains why they fit your facts.',
    demo: {
      prompt: 'Find {state} cases where a landlord waived a lease default by accepting late rent.',
      response: [
        'Found 7 {state} opinions on waiver by acceptance of rent.',
        'Ranked them by how closely their facts match your matter.',
        'Noted one that was distinguished on appeal, so you can avoid it.',
      ],
    },
  },
  {
    id: 'integrations',
    title: 'Works with your tools',
    summary:
      'Connects to popular legal practice management software and your calendar service, so nothing is typed twice.',
    demo: {
      prompt: 'Sync the new {state} intake to my practice management software and calendar.',
      response: [
        'Created the contact and matter in your practice management software.',
        'Added the consultation and filing deadlines to your calendar.',
        'Linked the intake notes to the matter for your whole team.',
      ],
    },
  },
];

/** Wording used in the demos when the page is not about one state. */
export const GENERIC_STATE_NAME = 'your state';

/** Replaces the `{state}` placeholder with the page's state name. */
export function withStateName(text: string, stateName: string = GENERIC_STATE_NAME): string {
  return text.replaceAll('{state}', stateName);
}

/** A feature's demo with the state name filled in. */
export function featureDemo(feature: Feature, stateName?: string): { prompt: string; response: string[] } {
  return {
    prompt: withStateName(feature.demo.prompt, stateName),
    response: feature.demo.response.map((line) => withStateName(line, stateName)),
  };
}
