/** Core feature cards (spec.md "Product and audiences"): what each does, and the demo shown on hover and in the dialog. */

/**
 * One line of a demo. A plain string reads the same on every page; a pair gives the home page its own
 * wording (`home`, no state named) and the state pages theirs (`state`, with a `{state}` placeholder),
 * because no single sentence reads well with both "Texas" and a generic phrase in the slot.
 */
type DemoLine = string | { home: string; state: string };

export interface Feature {
  id: string;
  title: string;
  summary: string;
  demo: { prompt: DemoLine; response: DemoLine[] };
}

export const FEATURES: readonly Feature[] = [
  {
    id: 'research',
    title: 'State-specific legal research',
    summary:
      'Answers grounded in your jurisdiction’s statutes, rules and case law, with citations you can check.',
    demo: {
      prompt: {
        home: 'What is the statute of limitations for a personal injury claim in my state?',
        state: 'What is the statute of limitations for a personal injury claim in {state}?',
      },
      response: [
        {
          home: 'Found the controlling statute in your jurisdiction and 3 recent appellate opinions applying it.',
          state: 'Found the controlling {state} statute and 3 recent appellate opinions applying it.',
        },
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
      prompt: {
        home: 'Incoming call: prospective client, car accident last week.',
        state: 'Incoming call: prospective client, car accident last week in {state}.',
      },
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
      prompt: {
        home: 'Served with a complaint today in state court. What are my deadlines?',
        state: 'Served with a complaint today in a {state} trial court. What are my deadlines?',
      },
      response: [
        {
          home: 'Calculated the answer deadline under your state’s rules of civil procedure.',
          state: 'Calculated the answer deadline under the {state} rules of civil procedure.',
        },
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
      prompt: {
        home: 'Draft a motion to compel discovery responses for my county court.',
        state: 'Draft a motion to compel discovery responses for a {state} county court.',
      },
      response: [
        {
          home: 'Drafted the motion with the meet-and-confer certificate your state’s courts expect.',
          state: 'Drafted the motion with the meet-and-confer certificate {state} courts expect.',
        },
        {
          home: 'Cited your state’s governing discovery rule and two supporting cases.',
          state: 'Cited the governing {state} discovery rule and two supporting cases.',
        },
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
      prompt: {
        home: 'Find cases in my state where a landlord waived a lease default by accepting late rent.',
        state: 'Find {state} cases where a landlord waived a lease default by accepting late rent.',
      },
      response: [
        {
          home: 'Found 7 opinions from your state’s courts on waiver by acceptance of rent.',
          state: 'Found 7 {state} opinions on waiver by acceptance of rent.',
        },
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
      prompt: {
        home: 'Sync the new intake to my practice management software and calendar.',
        state: 'Sync the new {state} intake to my practice management software and calendar.',
      },
      response: [
        'Created the contact and matter in your practice management software.',
        'Added the consultation and filing deadlines to your calendar.',
        'Linked the intake notes to the matter for your whole team.',
      ],
    },
  },
];

/** Fills one demo line for a page: the home page wording when no state is given, else the state's. */
function demoLineText(line: DemoLine, stateName?: string): string {
  if (typeof line === 'string') return line;
  return stateName === undefined ? line.home : line.state.replaceAll('{state}', stateName);
}

/** A feature's demo worded for the page: the home page (no state) or one state's landing page. */
export function featureDemo(feature: Feature, stateName?: string): { prompt: string; response: string[] } {
  return {
    prompt: demoLineText(feature.demo.prompt, stateName),
    response: feature.demo.response.map((line) => demoLineText(line, stateName)),
  };
}
