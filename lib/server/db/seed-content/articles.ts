/**
 * Demo seed content for the multi-market blog: categories and articles for
 * global/en, usa/en, be-fr/fr and be-nl/nl, including two translation groups,
 * drafts and one archived article. Plain data only; the seeder turns it into rows.
 */
import type { ArticleStatus } from '@/lib/constants';
import type { MarketCode, Language } from '@/lib/markets';

export interface SeedCategory {
  name: string;
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
  /** HTML body (sanitiser-safe tags only, no h1). */
  content: string;
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
    slug: 'practice-management',
    description:
      'Running a lean, well-organised practice: deadlines, billing, trust accounts and the day-to-day business of a small firm.',
    color: '#3B82F6',
  },
  {
    name: 'Legal Technology',
    slug: 'legal-technology',
    description:
      'Practical, hype-free guidance on the software and AI tools that help solo lawyers and small firms work faster.',
    color: '#06B6D4',
  },
  {
    name: 'AI & Ethics',
    slug: 'ai-ethics',
    description:
      'Professional responsibility in the age of generative AI: confidentiality, competence, supervision, fees and bar guidance.',
    color: '#8B5CF6',
  },
  {
    name: 'Client Intake',
    slug: 'client-intake',
    description:
      'From first enquiry to signed engagement: intake forms, conflict checks, scheduling and onboarding that clients appreciate.',
    color: '#10B981',
  },
  {
    name: 'Legal Research',
    slug: 'legal-research',
    description:
      'Methods for faster, more reliable legal research, including how to use AI research tools without compromising accuracy.',
    color: '#F59E0B',
  },
  {
    name: 'Belgian Practice',
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
    content: `<p>For a solo practitioner, research time is often the first thing to be squeezed. A client calls with an urgent question, a hearing moves up, and the careful hours you planned for the library shrink to forty minutes between meetings. AI research tools promise to close that gap, but only if you use them inside a disciplined workflow. Used carelessly, they produce confident answers built on authorities that do not say what the tool claims, or that do not exist at all.</p>
<p>The workflow below is deliberately simple. It treats AI as a fast, tireless research assistant whose work always needs review, never as an oracle.</p>
<h2>Step 1: Frame the question before you type</h2>
<p>The quality of the output depends heavily on the quality of the question. Before opening any tool, write down in two or three sentences:</p>
<ul>
<li><strong>The jurisdiction</strong> and, where relevant, the court level that matters.</li>
<li><strong>The legal issue</strong>, stated neutrally rather than as the answer you hope to find.</li>
<li><strong>The key facts</strong> that could change the outcome, stripped of anything that identifies the client.</li>
</ul>
<p>This short exercise also protects confidentiality: if the question only makes sense with the client's name in it, it is not ready to be typed into any external system.</p>
<h2>Step 2: Use AI to map the terrain</h2>
<p>Ask the tool for an overview first: the main rules, the competing lines of authority, the usual defences, the vocabulary courts use. At this stage you are collecting <em>leads</em>, not conclusions. A good overview tells you which statutes to open, which search terms to run in your primary research database, and which arguments the other side is likely to raise.</p>
<h3>Prompts that tend to work well</h3>
<ul>
<li>"List the elements a claimant must prove for ... in ..., and the most common defences."</li>
<li>"What are the arguments on each side of ...? Identify where courts disagree."</li>
<li>"Which statutory provisions govern ...? Quote the relevant text if you have it, and say if you are unsure."</li>
</ul>
<h2>Step 3: Verify every authority in a primary source</h2>
<p>This step is not optional. Every case, statute, regulation or doctrinal source the tool mentions must be pulled up in an official or trusted database and read. Check three things:</p>
<ol>
<li><strong>Existence:</strong> the authority is real and the citation is accurate.</li>
<li><strong>Content:</strong> it actually says what the summary claims, in context.</li>
<li><strong>Currency:</strong> it has not been overruled, amended or repealed.</li>
</ol>
<blockquote>A useful rule of thumb: if you would not cite a junior associate's memo without reading the cases, do not cite an AI summary without reading them either.</blockquote>
<h2>Step 4: Close the gaps the tool missed</h2>
<p>AI tools are good at the well-trodden path and weaker on recent developments, local practice and unpublished decisions. Once the core authorities are verified, run your own targeted searches for recent decisions, check local rules and practice directions, and ask colleagues who appear regularly before the relevant court.</p>
<h2>Step 5: Document what you relied on</h2>
<p>Keep a short research note in the file: the question as framed, the tools used, the authorities verified and the date. It takes five minutes and pays for itself when the matter resurfaces months later, when a client questions a bill, or when you need to show that your reliance on technology was reasonable.</p>
<h2>Putting it together</h2>
<p>The gain from AI-assisted research is real, but it comes mostly from steps 1 and 2: faster orientation, better search terms, fewer dead ends. The professional responsibility sits in steps 3 to 5, and that part remains yours. Tools such as AiLex are designed around exactly this split, surfacing sources you can open and check rather than asking you to take an answer on trust.</p>`,
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
    content: `<p>The first contact a prospective client has with your firm often decides whether they become a client at all. Yet in many small practices intake is the least organised part of the business: enquiries arrive by phone, email and web form, details are scribbled on notepads, and follow-ups depend on memory. Automation can fix much of this, provided it supports the human conversation rather than replacing it.</p>
<h2>What to automate</h2>
<p>The best candidates are repetitive, rule-based tasks where mistakes are costly:</p>
<ul>
<li><strong>Capturing enquiries</strong> from every channel into one list, so nothing is left in a personal inbox.</li>
<li><strong>Structured questionnaires</strong> that collect names, opposing parties, key dates and a short description before the first call.</li>
<li><strong>Conflict checks</strong> run against your client and matter records as soon as the parties' names are known.</li>
<li><strong>Scheduling</strong> through a booking link that shows only the slots you actually want to offer.</li>
<li><strong>Reminders and follow-ups</strong> when a prospect has not returned a signed engagement letter or a requested document.</li>
</ul>
<h2>What to keep personal</h2>
<p>Some moments should always involve you or a trained member of your team:</p>
<ul>
<li>The first substantive conversation about the client's problem.</li>
<li>Any assessment of the merits, the strategy or the likely cost.</li>
<li>The decision to accept or decline a matter, and how that decision is communicated.</li>
</ul>
<p>Prospective clients are often anxious. A warm, well-prepared call in which you already know the basic facts is far more reassuring than a long form followed by silence.</p>
<h2>Designing the intake form</h2>
<h3>Ask less, but ask the right things</h3>
<p>Long forms get abandoned. Limit the first form to what you need to run a conflict check, identify urgency and route the enquiry. Detailed questions can follow once the client has engaged you.</p>
<h3>Flag urgency early</h3>
<p>Include a simple question about upcoming dates: a hearing, a limitation period, a deadline in a letter the client received. Route anything urgent to a human the same day.</p>
<h3>Be clear about confidentiality</h3>
<p>Tell prospects, in plain language, that submitting the form does not create a lawyer-client relationship, and ask them not to send sensitive documents until you have confirmed you can act. This protects them and reduces the risk of receiving information that could later prevent you from acting in another matter.</p>
<h2>A simple intake pipeline</h2>
<table>
<thead>
<tr><th>Stage</th><th>Automated</th><th>Human</th></tr>
</thead>
<tbody>
<tr><td>Enquiry received</td><td>Logged, acknowledged, conflict check started</td><td>Review of urgent flags</td></tr>
<tr><td>Consultation</td><td>Booking confirmed and reminder sent</td><td>Substantive conversation</td></tr>
<tr><td>Engagement</td><td>Letter generated from a template, e-signature requested</td><td>Scope and fees confirmed with the client</td></tr>
<tr><td>Onboarding</td><td>Matter opened, document checklist sent</td><td>Welcome call or meeting</td></tr>
</tbody>
</table>
<h2>Measure and adjust</h2>
<p>Once the pipeline runs, track a few simple figures each month: how many enquiries arrived, how quickly each received a first response, and how many became clients. Where enquiries stall, adjust the form or the follow-up. Small changes, such as responding within the same business day, often make a noticeable difference.</p>
<p>Automation works best when it quietly handles the paperwork so you can give your full attention to the person on the other end of the line. That is the balance AiLex aims for in its intake features: structured information in, more time for the conversation that matters.</p>`,
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
    content: `<p>Ask any professional liability insurer and you will hear the same thing: missed deadlines remain among the most common, and most avoidable, causes of claims against lawyers. In a large firm, a docketing department and layers of review catch most errors. In a solo or small practice, the system is usually you, your calendar and whoever helps you part-time. That can work very well, but only if the system is deliberate.</p>
<h2>The principles of a reliable docket</h2>
<h3>One source of truth</h3>
<p>Every deadline lives in one central calendar that everyone in the firm can see. Sticky notes, personal phone reminders and dates written on file covers can supplement it, but they must never be the only record.</p>
<h3>Two people, or two checks</h3>
<p>The person who calculates a deadline should not be the only one who verifies it. In a two-person office, one calculates and the other checks. If you work entirely alone, build in a second check at a different time: calculate when the document arrives, then re-verify the next morning before confirming the entry.</p>
<h3>Reminders that escalate</h3>
<p>A single reminder on the due date is a warning, not a system. Set several reminders that escalate, for example:</p>
<ul>
<li><strong>30 days before:</strong> start work and request missing information from the client.</li>
<li><strong>14 days before:</strong> first draft complete.</li>
<li><strong>7 days before:</strong> review and finalise.</li>
<li><strong>2 days before:</strong> file or send, leaving time for technical problems.</li>
</ul>
<h2>The docketing workflow</h2>
<ol>
<li><strong>Triage incoming mail daily.</strong> Every court notice, order and letter from opposing counsel is reviewed the day it arrives for anything that starts a period running.</li>
<li><strong>Calculate using the applicable rules.</strong> Note the rule relied on, the trigger date and how weekends and public holidays were treated.</li>
<li><strong>Enter and link.</strong> Record the deadline in the central calendar, linked to the matter, with the source document attached or referenced.</li>
<li><strong>Confirm.</strong> The second check happens and is recorded.</li>
<li><strong>Close.</strong> When the deadline is met, mark it complete with a note of what was filed or sent.</li>
</ol>
<blockquote>The most dangerous deadlines are the ones nobody entered. Daily triage of incoming documents matters more than any software feature.</blockquote>
<h2>Don't forget the quiet deadlines</h2>
<p>Court deadlines get attention because they are visible. Others are easier to miss:</p>
<ul>
<li>Limitation periods on matters you are still evaluating or have declined.</li>
<li>Contractual notice periods and renewal dates in client agreements you drafted.</li>
<li>Your own professional obligations: continuing education, insurance renewal, bar registration and tax filings.</li>
</ul>
<p>When you decline a matter, say so in writing and mention that time limits may apply, so the prospective client knows to act quickly.</p>
<h2>Where technology helps</h2>
<p>Rule-based calculators, calendar integrations and shared task lists reduce arithmetic mistakes and make the docket visible to everyone. AI can also help by reading incoming documents and proposing dates for review. Treat those proposals like a junior colleague's calculation: useful, fast and always checked. AiLex, for example, suggests deadlines from uploaded documents but leaves the final confirmation to the lawyer.</p>
<p>Whatever tools you use, review the system itself once a year. Walk through a sample of closed matters and check that every deadline was entered, verified and met. If something nearly slipped, fix the process, not just the file.</p>`,
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
    content: `<p>Drafting is where many lawyers first try generative AI, and where opinions divide fastest. Some find it transforms their week; others find they spend more time fixing the output than they would have spent writing from scratch. Both experiences are real. The difference usually lies in which tasks are handed over and how the result is reviewed.</p>
<h2>Where AI tends to help</h2>
<h3>First drafts of routine documents</h3>
<p>Engagement letters, standard correspondence, simple demand letters and file notes follow predictable structures. Given a clear instruction and the key facts, an AI tool can produce a workable first version in seconds, leaving you to adapt tone and substance.</p>
<h3>Restructuring and summarising</h3>
<p>Turning a long email chain into a chronology, summarising a transcript, or converting your rough notes into a structured memo are tasks where AI saves real time, because the raw material is already yours.</p>
<h3>Plain-language versions</h3>
<p>Clients often need to understand a document without reading all of it. Asking for a plain-language explanation of a clause, or a short summary of a judgment for the client, can be a good starting point, which you then check for accuracy.</p>
<h3>Alternative wording</h3>
<p>When a clause feels clumsy or a paragraph runs too long, asking for three alternative formulations is often quicker than staring at the screen.</p>
<h2>Where it does not</h2>
<ul>
<li><strong>Strategy and judgment.</strong> Whether to send a letter at all, how hard to push, what to concede: these depend on the client, the relationship and the people involved.</li>
<li><strong>Jurisdiction-specific requirements.</strong> Formal requirements, mandatory wording and local practice are frequently missed or mixed up between jurisdictions.</li>
<li><strong>Novel or high-stakes drafting.</strong> Bespoke transactions, complex pleadings and anything where a single word may later be litigated need your full attention from the first line.</li>
<li><strong>Authorities.</strong> Any case or statute inserted by a drafting tool must be verified as carefully as in research.</li>
</ul>
<h2>A review checklist for AI-assisted drafts</h2>
<ol>
<li>Does the document do what the client actually needs, not just what the prompt asked for?</li>
<li>Are all facts, names, dates and amounts correct and taken from the file?</li>
<li>Are defined terms used consistently throughout?</li>
<li>Does it comply with the formal requirements of the jurisdiction and the forum?</li>
<li>Are all references to law verified in primary sources?</li>
<li>Would you be comfortable signing it if the AI had never been involved?</li>
</ol>
<blockquote>The signature at the bottom of the page is yours. Review an AI draft with the same care you would give a trainee's work, and sometimes more.</blockquote>
<h2>Build your own templates first</h2>
<p>AI-assisted drafting works best on top of a good precedent library. If you already have reliable templates for your most common documents, the tool can adapt them to the facts rather than inventing structure. If you do not, building that library is the single most valuable drafting investment a small firm can make, with or without AI.</p>
<p>Start small: pick the five documents you produce most often, clean up the best version of each, and note in the margin which parts always change and which never should. That annotated set becomes both a training resource for new staff and the foundation any drafting tool can build on. AiLex lets you work from your own templates for exactly this reason: your firm's tested language stays the foundation.</p>`,
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
    content: `<p>Whatever jurisdiction you practise in, the duty to protect client confidences does not change because the technology does. Before you put client information into any AI tool, whether a research assistant, a drafting tool or a transcription service, you need reasonable confidence about where that information goes and who can see it. Regulators and bar bodies in many jurisdictions have said broadly the same thing: lawyers may use these tools, but they must understand them well enough to protect their clients.</p>
<p>The checklist below is a practical starting point for evaluating a vendor. It is not a statement of your own obligations, which depend on your jurisdiction's rules.</p>
<h2>Data use and retention</h2>
<ol>
<li><strong>Is my data used to train models?</strong> Look for a clear contractual commitment that your inputs and outputs are not used to train or improve models available to others.</li>
<li><strong>How long is data kept?</strong> Know the retention period for prompts, documents and outputs, and whether you can delete them on demand.</li>
<li><strong>Who at the vendor can access it?</strong> Ask whether staff can view customer content, in what circumstances, and whether that access is logged.</li>
</ol>
<h2>Security and location</h2>
<ol start="4">
<li><strong>Where is data stored and processed?</strong> For European lawyers in particular, transfers outside the EEA raise GDPR questions that need a clear answer.</li>
<li><strong>Which subprocessors are involved?</strong> Many AI products rely on third-party model providers. Ask for the list and for the terms that bind them.</li>
<li><strong>What security standards apply?</strong> Encryption in transit and at rest, multi-factor authentication and independent audits or certifications are reasonable expectations.</li>
</ol>
<h2>Control inside your firm</h2>
<ol start="7">
<li><strong>Can I manage users and permissions?</strong> When someone leaves the firm, their access should end the same day.</li>
<li><strong>Is there an audit trail?</strong> Being able to see who accessed which matter, and when, helps with both supervision and incident response.</li>
</ol>
<h2>Contract and exit</h2>
<ol start="9">
<li><strong>What happens in a breach?</strong> The contract should commit the vendor to notify you promptly, with enough detail for you to meet your own obligations.</li>
<li><strong>Can I leave cleanly?</strong> Check that you can export your data in a usable format and that the vendor will delete it afterwards.</li>
</ol>
<h2>Beyond the vendor</h2>
<p>A secure tool can still be used insecurely. Agree a short internal policy covering which tools are approved, what kind of information may be entered, and who reviews outputs before they leave the firm. Consider whether your engagement letters should tell clients that you use AI tools, and whether particular matters call for their specific consent.</p>
<blockquote>Reasonable care does not mean avoiding technology. It means asking the right questions, keeping the answers on file and revisiting them when the tool or the terms change.</blockquote>
<p>Keep the vendor's answers with your firm's compliance records and diarise a review every year, or sooner if the vendor announces new features or changes its terms. When we built AiLex, we wrote our own documentation to answer these ten questions directly, because we think every legal technology provider should.</p>`,
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
    content: `<p>In July 2024 the American Bar Association's Standing Committee on Ethics and Professional Responsibility issued Formal Opinion 512, its first formal opinion on lawyers' use of generative AI tools. The opinion does not create new rules. Instead, it explains how existing Model Rules of Professional Conduct apply when a lawyer uses tools that generate text, summaries or analysis. ABA opinions are not binding in themselves, and your state's rules and ethics opinions control, but Opinion 512 has quickly become a common reference point.</p>
<h2>Competence (Rule 1.1)</h2>
<p>Lawyers need a reasonable understanding of the capabilities and limitations of the tools they use. That does not mean becoming an engineer. It does mean knowing that generative AI can produce plausible but inaccurate output, and reviewing it accordingly. The appropriate level of review depends on the task and the tool: a brainstorming list needs less checking than a brief filed with a court.</p>
<h2>Confidentiality (Rule 1.6)</h2>
<p>This is the section most relevant to daily practice. The opinion pays particular attention to <em>self-learning</em> tools, which may use what you enter to inform outputs for others. Before entering information relating to a client's representation into such a tool, the opinion concludes that the client's informed consent is required, and that boilerplate language in an engagement letter is not enough. For any tool, lawyers should understand the vendor's terms on data use, retention and access, or consult someone who does.</p>
<h2>Communication (Rule 1.4)</h2>
<p>Whether you must tell a client you are using AI depends on the circumstances. Disclosure is needed where the client asks, where the use is relevant to decisions the client must make, or where consent is required under Rule 1.6. Many lawyers find it simpler to address AI use briefly and openly in their engagement letters anyway.</p>
<h2>Candor and meritorious claims (Rules 3.1, 3.3 and 8.4(c))</h2>
<p>Courts have sanctioned lawyers who filed briefs citing non-existent authorities generated by AI. The opinion underlines that lawyers remain responsible for every assertion of law and fact they make to a tribunal. Check whether your local courts have standing orders or rules on AI disclosure or certification, since practice varies from court to court.</p>
<h2>Supervision (Rules 5.1 and 5.3)</h2>
<p>Lawyers with managerial authority should set clear policies on permitted AI use and train the people they supervise, including non-lawyer assistants. In a solo practice, that may simply mean a one-page written policy and a conversation with your paralegal.</p>
<h2>Fees (Rule 1.5)</h2>
<p>The fee guidance deserves a careful read:</p>
<ul>
<li>When billing hourly, you may bill only for time actually spent, which can include time spent prompting and reviewing output, but not for time the tool saved.</li>
<li>You generally should not bill clients for time spent learning a tool you will use across your practice.</li>
<li>Charging for the tool itself needs care: general overhead is not normally billable, while a disclosed charge for a tool used specifically on the client's matter may be.</li>
<li>Flat fees must still be reasonable; efficiency gains do not justify a fee out of proportion to the work.</li>
</ul>
<h2>A practical checklist</h2>
<ol>
<li>Read Opinion 512 and your own state bar's guidance side by side.</li>
<li>Review the terms of every AI tool you use for data use and retention.</li>
<li>Update your engagement letter to address AI use and billing.</li>
<li>Write a short internal policy and train everyone who touches client files.</li>
<li>Verify every citation, every time.</li>
</ol>
<p>The full opinion is available on the <a href="https://www.americanbar.org" target="_blank" rel="noopener noreferrer">American Bar Association's website</a>. Tools such as AiLex can make the work faster, but the opinion's central message is that professional judgment and responsibility stay with the lawyer.</p>`,
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
    content: `<p>Few areas of practice management carry as much risk for a solo lawyer as the client trust account. Mistakes are easy to make, hard to explain, and treated seriously by disciplinary authorities even when no client loses money. The good news is that most problems come from a handful of habits that are straightforward to fix.</p>
<h2>The basics, briefly</h2>
<p>Under ABA Model Rule 1.15 and its state equivalents, money you hold for clients or third parties must be kept separate from your own. Most states require nominal or short-term client funds to be held in an IOLTA account, with the interest going to the state's IOLTA program, while larger sums held for longer periods may belong in a separate interest-bearing account for the client's benefit. The details, including recordkeeping and reconciliation requirements, vary by state, so your state's version of Rule 1.15 and any trust accounting handbook from your bar are the documents that count.</p>
<h2>Five common mistakes</h2>
<h3>1. Commingling</h3>
<p>Depositing your own money into trust, or leaving earned fees there too long, blurs the line between client and lawyer funds. Many states allow a small amount of your own money to cover bank charges; beyond that, earned fees should be withdrawn promptly.</p>
<h3>2. Taking fees before they are earned</h3>
<p>An advance fee deposit generally belongs to the client until you earn it. Withdraw only against an invoice or a defined event, and keep a record that links each withdrawal to the work performed.</p>
<h3>3. Disbursing against uncleared funds</h3>
<p>Writing a settlement check before the incoming deposit has actually cleared can mean using other clients' money. Confirm that funds are collected, not merely deposited, before disbursing.</p>
<h3>4. No individual client ledgers</h3>
<p>A single running balance for the whole account is not enough. You need a separate ledger for each client showing every deposit, every disbursement and the current balance. No client ledger should ever show a negative balance.</p>
<h3>5. Skipping reconciliation</h3>
<p>Reconciliation is where problems are caught early. State requirements differ on frequency; monthly is a sensible habit everywhere.</p>
<h2>The three-way reconciliation</h2>
<p>A three-way reconciliation compares three figures as of the same date:</p>
<table>
<thead>
<tr><th>Record</th><th>What it shows</th></tr>
</thead>
<tbody>
<tr><td>Adjusted bank statement balance</td><td>What the bank holds, adjusted for outstanding checks and deposits in transit</td></tr>
<tr><td>Trust account journal</td><td>Your running record of every transaction in the account</td></tr>
<tr><td>Sum of all client ledgers</td><td>The total you owe to all clients combined</td></tr>
</tbody>
</table>
<p>All three must match. If they do not, investigate immediately and document what you found and how it was corrected. Keep the reconciliation reports for as long as your state's recordkeeping rule requires, which is often several years after the representation ends.</p>
<blockquote>If you cannot explain a trust account discrepancy today, it will be much harder to explain it to a bar auditor next year.</blockquote>
<h2>Habits that help</h2>
<ul>
<li>Use accounting software designed for law firm trust accounting rather than a general spreadsheet.</li>
<li>Never let anyone else sign trust checks or authorize transfers without your review.</li>
<li>Set a fixed monthly date for reconciliation and put it in your calendar.</li>
<li>Take the trust accounting CLE your bar offers, even if it is not mandatory.</li>
<li>Call your bar's ethics hotline when a situation is unclear, before you move the money.</li>
</ul>
<p>Technology such as AiLex can help keep time entries and invoices organized, but trust accounting rules are strict and personal: the responsibility for every dollar in the account rests with the lawyer.</p>`,
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
    content: `<p>Since the ABA issued Formal Opinion 512, a growing number of state bars and bar associations have published their own guidance on generative AI. For lawyers licensed in more than one state, or advising clients across state lines, the question is whether that guidance differs in ways that matter. Looking at three large jurisdictions, Florida, Texas and New York, the short answer is that the themes are remarkably consistent, but the emphasis varies.</p>
<p><em>This overview is general information. Always read the current text of the guidance in your own jurisdiction, which may have been updated since this article was written.</em></p>
<h2>Florida</h2>
<p>The Florida Bar was among the first to act, with Ethics Opinion 24-1 in early 2024. Key points for small firms:</p>
<ul>
<li><strong>Confidentiality:</strong> lawyers should understand how a tool handles data, and the opinion recommends obtaining the client's informed consent before using a third-party tool in a way that would disclose confidential information.</li>
<li><strong>Fees:</strong> lawyers may not bill for time saved by AI as though the work had been done manually, and should not charge clients for time spent learning a tool.</li>
<li><strong>Advertising and intake:</strong> the opinion pays particular attention to chatbots on firm websites, which remain subject to the lawyer advertising rules and should make clear to users that they are communicating with an AI program.</li>
</ul>
<h2>Texas</h2>
<p>The Professional Ethics Committee for the State Bar of Texas addressed generative AI in Opinion 705. Its analysis follows the Texas Disciplinary Rules of Professional Conduct and focuses on:</p>
<ul>
<li><strong>Competence:</strong> a reasonable understanding of the technology, including its tendency to produce inaccurate output.</li>
<li><strong>Confidentiality:</strong> care before entering confidential information into tools whose data practices are not understood.</li>
<li><strong>Verification:</strong> lawyers remain responsible for checking the accuracy of anything they file or rely on.</li>
<li><strong>Fees:</strong> billing must reflect the work actually done.</li>
</ul>
<p>Texas practitioners should also check individual court requirements: some judges, particularly in federal courts, have adopted standing orders on the use of AI in filings.</p>
<h2>New York</h2>
<p>In New York, guidance comes from several sources. The New York State Bar Association's Task Force on Artificial Intelligence published a substantial report in 2024 with guidelines for lawyers, and the New York City Bar Association issued its own formal opinion on generative AI later that year. Together they emphasize:</p>
<ul>
<li>Competence and ongoing education about the technology.</li>
<li>Protecting confidential information, with attention to vendor terms.</li>
<li>Supervising lawyers and non-lawyers who use AI tools.</li>
<li>Considering when clients should be told about AI use.</li>
</ul>
<h2>Side by side</h2>
<table>
<thead>
<tr><th>Theme</th><th>Florida</th><th>Texas</th><th>New York</th></tr>
</thead>
<tbody>
<tr><td>Competence and verification</td><td>Addressed</td><td>Addressed</td><td>Addressed</td></tr>
<tr><td>Confidentiality and vendor terms</td><td>Addressed, with consent recommended in defined cases</td><td>Addressed</td><td>Addressed</td></tr>
<tr><td>Fees and billing</td><td>Detailed guidance</td><td>Addressed</td><td>Addressed</td></tr>
<tr><td>Website chatbots</td><td>Specific guidance</td><td>General advertising rules apply</td><td>General advertising rules apply</td></tr>
</tbody>
</table>
<h2>What this means for a small firm</h2>
<p>If you practice in any of these states, a single firm-wide approach will usually satisfy all three sets of guidance:</p>
<ol>
<li>Approve specific tools after reviewing their data terms.</li>
<li>Address AI use in your engagement letter, and seek specific consent where confidential information is involved and the tool's terms call for it.</li>
<li>Verify all output before relying on it or filing it.</li>
<li>Bill for actual work and disclose any tool-related charges.</li>
<li>Check local court rules and standing orders before each filing in a new forum.</li>
</ol>
<p>Guidance in this area is still moving, so set a reminder to revisit your state bar's ethics pages every few months. Tools such as AiLex can help you apply these principles consistently, but the final check always belongs to the lawyer.</p>`,
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
    content: `<p>Pour un avocat qui exerce seul, le temps consacré à la recherche est souvent le premier à être sacrifié. Un client appelle avec une question urgente, une audience est avancée, et les heures de recherche soigneusement planifiées se réduisent à quarante minutes entre deux rendez-vous. Les outils de recherche fondés sur l'IA promettent de combler ce manque, mais seulement s'ils sont utilisés dans le cadre d'une méthode rigoureuse. Utilisés sans précaution, ils produisent des réponses assurées, fondées sur des sources qui ne disent pas ce que l'outil prétend, voire qui n'existent pas du tout.</p>
<p>La méthode ci-dessous est volontairement simple. Elle traite l'IA comme un assistant de recherche rapide et infatigable dont le travail doit toujours être relu, jamais comme un oracle.</p>
<h2>Étape 1 : formuler la question avant de taper</h2>
<p>La qualité de la réponse dépend largement de la qualité de la question. Avant d'ouvrir le moindre outil, notez en deux ou trois phrases :</p>
<ul>
<li><strong>Le droit applicable</strong> et, le cas échéant, le degré de juridiction pertinent.</li>
<li><strong>La question juridique</strong>, formulée de manière neutre plutôt que sous la forme de la réponse que vous espérez trouver.</li>
<li><strong>Les faits essentiels</strong> susceptibles de modifier la solution, débarrassés de tout ce qui permettrait d'identifier le client.</li>
</ul>
<p>Ce court exercice protège aussi la confidentialité : si la question n'a de sens qu'avec le nom du client, elle n'est pas prête à être saisie dans un système externe.</p>
<h2>Étape 2 : utiliser l'IA pour cartographier le terrain</h2>
<p>Demandez d'abord à l'outil une vue d'ensemble : les règles principales, les courants jurisprudentiels divergents, les moyens de défense habituels, le vocabulaire employé par les juridictions. À ce stade, vous rassemblez des <em>pistes</em>, pas des conclusions. Une bonne vue d'ensemble vous indique quels textes ouvrir, quels termes utiliser dans votre base de données juridique principale et quels arguments la partie adverse avancera probablement.</p>
<h3>Des formulations qui fonctionnent généralement bien</h3>
<ul>
<li>« Énumère les éléments que le demandeur doit prouver pour ... en ..., ainsi que les moyens de défense les plus courants. »</li>
<li>« Quels sont les arguments de chaque partie sur ... ? Indique les points sur lesquels les juridictions divergent. »</li>
<li>« Quelles dispositions légales régissent ... ? Cite le texte pertinent si tu l'as, et précise si tu n'es pas certain. »</li>
</ul>
<h2>Étape 3 : vérifier chaque source dans une source primaire</h2>
<p>Cette étape n'est pas facultative. Chaque décision, loi, règlement ou source doctrinale mentionné par l'outil doit être retrouvé dans une base de données officielle ou fiable, puis lu. Vérifiez trois choses :</p>
<ol>
<li><strong>L'existence :</strong> la source est réelle et la référence est exacte.</li>
<li><strong>Le contenu :</strong> elle dit réellement ce que le résumé affirme, dans son contexte.</li>
<li><strong>L'actualité :</strong> elle n'a pas été renversée, modifiée ou abrogée.</li>
</ol>
<blockquote>Une règle simple : si vous ne citeriez pas la note d'un jeune collaborateur sans lire les décisions, ne citez pas davantage un résumé produit par l'IA sans les lire.</blockquote>
<h2>Étape 4 : combler les lacunes de l'outil</h2>
<p>Les outils d'IA sont performants sur les chemins battus, moins sur les évolutions récentes, les usages locaux et les décisions inédites. Une fois les sources principales vérifiées, effectuez vos propres recherches ciblées sur la jurisprudence récente, consultez les règlements particuliers et les usages de la juridiction, et interrogez des confrères qui plaident régulièrement devant elle.</p>
<h2>Étape 5 : documenter ce sur quoi vous vous êtes appuyé</h2>
<p>Conservez une courte note de recherche dans le dossier : la question telle que formulée, les outils utilisés, les sources vérifiées et la date. Cela prend cinq minutes et se révèle précieux lorsque le dossier resurgit des mois plus tard, lorsqu'un client conteste un état de frais et honoraires, ou lorsque vous devez démontrer que votre recours à la technologie était raisonnable.</p>
<h2>En pratique</h2>
<p>Le gain apporté par la recherche assistée par l'IA est réel, mais il provient surtout des étapes 1 et 2 : une orientation plus rapide, de meilleurs termes de recherche, moins d'impasses. La responsabilité professionnelle se situe dans les étapes 3 à 5, et celle-là reste la vôtre. Des outils comme AiLex sont conçus précisément autour de ce partage des rôles : ils mettent en avant des sources que vous pouvez ouvrir et vérifier, plutôt que de vous demander de croire une réponse sur parole.</p>`,
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
    content: `<p>Le premier contact d'un client potentiel avec votre cabinet détermine souvent s'il deviendra client ou non. Pourtant, dans beaucoup de petits cabinets, l'accueil des nouvelles demandes est la partie la moins organisée de l'activité : les demandes arrivent par téléphone, par e-mail et par formulaire web, les informations sont griffonnées sur des blocs-notes et les relances dépendent de la mémoire de chacun. L'automatisation peut régler une bonne partie de ces problèmes, à condition de soutenir la conversation humaine plutôt que de la remplacer.</p>
<h2>Ce qu'il faut automatiser</h2>
<p>Les meilleurs candidats sont les tâches répétitives, fondées sur des règles, où les erreurs coûtent cher :</p>
<ul>
<li><strong>La centralisation des demandes</strong> provenant de tous les canaux dans une seule liste, pour que rien ne reste dans une boîte mail personnelle.</li>
<li><strong>Des questionnaires structurés</strong> qui recueillent les noms, les parties adverses, les dates clés et une brève description avant le premier appel.</li>
<li><strong>La vérification des conflits d'intérêts</strong>, lancée dans votre fichier de clients et de dossiers dès que les noms des parties sont connus.</li>
<li><strong>La prise de rendez-vous</strong> via un lien de réservation qui n'affiche que les créneaux que vous souhaitez réellement proposer.</li>
<li><strong>Les rappels et relances</strong> lorsqu'un client potentiel n'a pas renvoyé la convention d'honoraires signée ou un document demandé.</li>
</ul>
<h2>Ce qui doit rester personnel</h2>
<p>Certains moments devraient toujours vous impliquer, vous ou un membre formé de votre équipe :</p>
<ul>
<li>La première conversation de fond sur le problème du client.</li>
<li>Toute appréciation des chances de succès, de la stratégie ou du coût probable.</li>
<li>La décision d'accepter ou de refuser un dossier, et la manière de la communiquer.</li>
</ul>
<p>Les clients potentiels sont souvent inquiets. Un appel chaleureux et bien préparé, au cours duquel vous connaissez déjà les faits essentiels, rassure bien davantage qu'un long formulaire suivi d'un silence.</p>
<h2>Concevoir le formulaire d'accueil</h2>
<h3>Demander moins, mais demander juste</h3>
<p>Les formulaires trop longs sont abandonnés. Limitez le premier formulaire à ce dont vous avez besoin pour vérifier les conflits d'intérêts, repérer l'urgence et orienter la demande. Les questions détaillées peuvent suivre une fois que le client vous a confié le dossier.</p>
<h3>Repérer l'urgence dès le départ</h3>
<p>Prévoyez une question simple sur les échéances à venir : une audience, un délai de prescription, une date limite mentionnée dans un courrier reçu par le client. Toute demande urgente doit être transmise à une personne le jour même.</p>
<h3>Être clair sur la confidentialité</h3>
<p>Indiquez aux clients potentiels, en termes simples, que l'envoi du formulaire ne crée pas de relation entre avocat et client, et demandez-leur de ne pas transmettre de documents sensibles tant que vous n'avez pas confirmé pouvoir intervenir. Cela les protège et réduit le risque de recevoir des informations qui pourraient ensuite vous empêcher d'intervenir dans un autre dossier.</p>
<h2>Un circuit d'accueil simple</h2>
<table>
<thead>
<tr><th>Étape</th><th>Automatisé</th><th>Humain</th></tr>
</thead>
<tbody>
<tr><td>Réception de la demande</td><td>Enregistrement, accusé de réception, vérification des conflits lancée</td><td>Examen des signalements urgents</td></tr>
<tr><td>Consultation</td><td>Rendez-vous confirmé et rappel envoyé</td><td>Conversation de fond</td></tr>
<tr><td>Engagement</td><td>Convention générée à partir d'un modèle, signature électronique demandée</td><td>Étendue de la mission et honoraires confirmés avec le client</td></tr>
<tr><td>Ouverture du dossier</td><td>Dossier créé, liste des documents à fournir envoyée</td><td>Appel ou rendez-vous d'accueil</td></tr>
</tbody>
</table>
<h2>Mesurer et ajuster</h2>
<p>Une fois le circuit en place, suivez chaque mois quelques chiffres simples : combien de demandes sont arrivées, en combien de temps chacune a reçu une première réponse, et combien sont devenues des dossiers. Là où les demandes stagnent, adaptez le formulaire ou la relance. De petits changements, comme répondre le jour ouvrable même, font souvent une différence sensible.</p>
<p>L'automatisation fonctionne le mieux lorsqu'elle prend discrètement en charge la paperasse, pour que vous puissiez accorder toute votre attention à la personne au bout du fil. C'est l'équilibre que vise AiLex avec ses fonctions d'accueil : des informations structurées à l'entrée, plus de temps pour la conversation qui compte.</p>`,
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
    content: `<p>Les outils d'intelligence artificielle entrent dans les cabinets belges à grande vitesse : recherche juridique, rédaction de courriers, synthèse de pièces, transcription d'entretiens. Pour l'avocat, la question n'est pas de savoir si ces outils sont permis, mais à quelles conditions ils sont compatibles avec ses obligations. Trois cadres se superposent : le secret professionnel, le RGPD et les règles déontologiques de l'Ordre.</p>
<h2>Le secret professionnel, d'abord</h2>
<p>Le secret professionnel de l'avocat est d'ordre public et pénalement sanctionné. Il ne s'efface pas parce qu'une information transite par un logiciel. Confier des données couvertes par le secret à un prestataire technique n'est pas en soi une violation, pour autant que l'avocat prenne des précautions raisonnables : le prestataire ne doit pas pouvoir exploiter ces informations, leur accès doit être limité et leur sécurité garantie contractuellement.</p>
<p>Concrètement, il faut se méfier des outils grand public dont les conditions d'utilisation autorisent l'usage des contenus saisis pour entraîner ou améliorer les modèles. Ce qui est tapé dans un tel outil doit être considéré comme sorti du cabinet.</p>
<h2>Le RGPD ensuite</h2>
<p>Lorsque vous utilisez un outil d'IA pour traiter des données à caractère personnel de clients ou de tiers, vous êtes en principe responsable du traitement et le fournisseur agit comme sous-traitant. Cela implique notamment :</p>
<ul>
<li><strong>un contrat de sous-traitance</strong> conforme à l'article 28 du RGPD ;</li>
<li><strong>la vérification des transferts</strong> hors de l'Espace économique européen et des garanties prévues ;</li>
<li><strong>la mise à jour de votre registre des activités de traitement</strong> ;</li>
<li><strong>une réflexion sur la minimisation</strong> : l'outil a-t-il vraiment besoin du nom du client pour répondre à votre question ?</li>
</ul>
<p>Pour les données sensibles, fréquentes en droit familial, en droit social ou en droit pénal, la prudence doit être redoublée, et une analyse d'impact peut s'imposer selon la nature et l'ampleur du traitement. L'<a href="https://www.autoriteprotectiondonnees.be" target="_blank" rel="noopener noreferrer">Autorité de protection des données</a> publie des informations utiles sur ces questions, y compris pour les petites structures.</p>
<h2>La déontologie enfin</h2>
<p>Les règles déontologiques imposent à l'avocat compétence, indépendance et loyauté. Appliqués à l'IA, ces principes signifient que l'avocat :</p>
<ul>
<li>comprend suffisamment l'outil pour en connaître les limites, notamment le risque de réponses inexactes ;</li>
<li>vérifie toute source citée avant de s'en servir dans un avis ou des conclusions ;</li>
<li>reste seul maître de l'analyse et du conseil donné au client.</li>
</ul>
<p>Suivez régulièrement les communications de l'Ordre des barreaux francophones et germanophone (<a href="https://www.avocats.be" target="_blank" rel="noopener noreferrer">avocats.be</a>) et de votre barreau : la réflexion sur l'IA y évolue rapidement.</p>
<h2>Check-list avant d'adopter un outil</h2>
<ol>
<li>Les données saisies servent-elles à entraîner le modèle ? La réponse doit être non, et figurer dans le contrat.</li>
<li>Où les données sont-elles hébergées et traitées ?</li>
<li>Un contrat de sous-traitance conforme au RGPD est-il proposé ?</li>
<li>Qui, chez le fournisseur, peut accéder aux contenus, et cet accès est-il journalisé ?</li>
<li>Puis-je exporter puis supprimer mes données si je change d'outil ?</li>
</ol>
<blockquote>Le secret professionnel n'interdit pas la technologie ; il impose de choisir ses outils avec le même soin que ses collaborateurs.</blockquote>
<p>Informer le client de l'usage d'outils d'IA, par exemple dans vos conditions générales ou votre convention d'honoraires, renforce la relation de confiance. C'est aussi la grille d'analyse que nous appliquons à AiLex : chacune de ces questions doit recevoir une réponse claire et écrite.</p>`,
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
    content: `<p>Dans un cabinet de petite taille, l'avocat est souvent aussi son propre gestionnaire administratif. Dépôts au greffe, suivi des prestations, facturation, relances : ces tâches ne sont pas facturables, mais elles conditionnent la rentabilité du cabinet et la qualité du service au client. Bien utilisés, les outils numériques mis à disposition de la profession permettent d'y consacrer nettement moins de temps.</p>
<h2>La plateforme DPA et le dépôt électronique</h2>
<p>La DPA (<em>Digital Platform for Attorneys</em>), développée pour les avocats belges par les deux ordres communautaires, regroupe plusieurs services numériques destinés à la profession. Le plus utilisé au quotidien est sans doute le dépôt électronique de conclusions et de pièces auprès des juridictions, souvent appelé e-Deposit ou DPA-Deposit.</p>
<h3>Quelques bonnes pratiques</h3>
<ul>
<li><strong>Vérifiez la juridiction et le numéro de rôle</strong> avant chaque dépôt : une erreur peut retarder l'enregistrement.</li>
<li><strong>Préparez des PDF propres</strong>, nommés de manière cohérente et accompagnés d'un inventaire de pièces clair.</li>
<li><strong>Conservez l'accusé de réception</strong> dans le dossier : c'est votre preuve du dépôt dans le délai.</li>
<li><strong>Ne déposez pas à la dernière minute</strong> : un problème technique le dernier soir du délai reste votre problème.</li>
</ul>
<p>Reportez chaque date de dépôt dans votre agenda de délais dès réception de l'ordonnance de mise en état ou du calendrier convenu entre parties, avec des rappels intermédiaires.</p>
<h2>Le suivi des prestations</h2>
<p>Une facturation juste commence par un suivi rigoureux du temps et des frais. Quelle que soit la formule d'honoraires, à l'heure, au forfait ou mixte, un relevé détaillé des prestations facilite la discussion avec le client et, en cas de contestation, la justification de l'état de frais et honoraires.</p>
<ul>
<li>Encodez vos prestations le jour même, en quelques mots précis.</li>
<li>Distinguez clairement honoraires, frais de cabinet et débours.</li>
<li>Informez le client, dès le début du dossier, du mode de calcul des honoraires et des frais, comme l'exigent les règles applicables à la profession.</li>
</ul>
<h2>La facturation</h2>
<h3>TVA</h3>
<p>Depuis 2014, les prestations des avocats sont en principe soumises à la TVA au taux de 21 %. Certaines situations obéissent à des règles particulières, notamment l'aide juridique de deuxième ligne. En cas de doute, vérifiez avec votre comptable ou dans les informations publiées par le SPF Finances.</p>
<h3>Facturation électronique</h3>
<p>La Belgique a rendu la facture électronique structurée obligatoire entre assujettis à la TVA à partir de 2026, via le réseau Peppol. Pour un cabinet dont une partie de la clientèle est composée d'entreprises, cela suppose un logiciel capable d'émettre et de recevoir ces factures. Les clients particuliers ne sont pas concernés par cette obligation.</p>
<h3>Relances et provisions</h3>
<p>Fixez un calendrier de relance simple : rappel courtois à l'échéance, second rappel quinze jours plus tard, puis appel téléphonique. Une provision demandée à l'ouverture du dossier et reconstituée régulièrement limite fortement les impayés.</p>
<h2>En résumé</h2>
<table>
<thead>
<tr><th>Tâche</th><th>Outil</th><th>Réflexe</th></tr>
</thead>
<tbody>
<tr><td>Dépôt de conclusions</td><td>DPA / e-Deposit</td><td>Conserver l'accusé de réception</td></tr>
<tr><td>Suivi du temps</td><td>Logiciel de gestion de cabinet</td><td>Encodage quotidien</td></tr>
<tr><td>Facturation aux entreprises</td><td>Logiciel compatible Peppol</td><td>Vérifier les données TVA du client</td></tr>
<tr><td>Provisions</td><td>Modèle de demande standard</td><td>Réclamer dès l'ouverture du dossier</td></tr>
</tbody>
</table>
<p>Un back-office bien organisé libère du temps pour ce qui compte : le conseil et la plaidoirie. Des assistants comme AiLex peuvent aider à préparer relevés et courriers de relance, mais la structure doit venir du cabinet.</p>`,
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
    content: `<p>Voor een advocaat die alleen werkt, is onderzoekstijd vaak het eerste waarop wordt bespaard. Een cliënt belt met een dringende vraag, een zitting wordt vervroegd, en de uren die je zorgvuldig had ingepland voor de bibliotheek krimpen tot veertig minuten tussen twee afspraken. AI-tools voor juridisch onderzoek beloven die kloof te dichten, maar alleen als je ze gebruikt binnen een gedisciplineerde werkwijze. Wie ze onzorgvuldig gebruikt, krijgt zelfverzekerde antwoorden die steunen op bronnen die niet zeggen wat de tool beweert, of die zelfs helemaal niet bestaan.</p>
<p>De werkwijze hieronder is bewust eenvoudig. Ze behandelt AI als een snelle, onvermoeibare onderzoeksassistent wiens werk altijd nagelezen moet worden, nooit als een orakel.</p>
<h2>Stap 1: formuleer de vraag voor je begint te typen</h2>
<p>De kwaliteit van het resultaat hangt sterk af van de kwaliteit van de vraag. Noteer, nog voor je een tool opent, in twee of drie zinnen:</p>
<ul>
<li><strong>Het toepasselijke recht</strong> en, waar relevant, het niveau van de rechtbank dat ertoe doet.</li>
<li><strong>De juridische vraag</strong>, neutraal geformuleerd in plaats van als het antwoord dat je hoopt te vinden.</li>
<li><strong>De essentiële feiten</strong> die de uitkomst kunnen veranderen, ontdaan van alles wat de cliënt kan identificeren.</li>
</ul>
<p>Die korte oefening beschermt ook de vertrouwelijkheid: als de vraag alleen zin heeft met de naam van de cliënt erin, is ze niet klaar om in een extern systeem te worden ingevoerd.</p>
<h2>Stap 2: gebruik AI om het terrein te verkennen</h2>
<p>Vraag de tool eerst om een overzicht: de belangrijkste regels, de uiteenlopende strekkingen in de rechtspraak, de gebruikelijke verweermiddelen, de terminologie die rechtbanken hanteren. In deze fase verzamel je <em>aanknopingspunten</em>, geen conclusies. Een goed overzicht vertelt je welke wetteksten je moet openen, welke zoektermen je in je belangrijkste juridische databank kunt gebruiken en welke argumenten de tegenpartij waarschijnlijk zal aanvoeren.</p>
<h3>Vragen die doorgaans goed werken</h3>
<ul>
<li>"Som de elementen op die een eiser moet bewijzen voor ... in ..., en de meest voorkomende verweermiddelen."</li>
<li>"Wat zijn de argumenten aan beide zijden over ...? Geef aan waar rechtbanken van mening verschillen."</li>
<li>"Welke wettelijke bepalingen regelen ...? Citeer de relevante tekst als je die hebt, en zeg het als je niet zeker bent."</li>
</ul>
<h2>Stap 3: controleer elke bron in een primaire bron</h2>
<p>Deze stap is niet optioneel. Elke uitspraak, wet, verordening of rechtsleerbron die de tool vermeldt, moet je opzoeken in een officiële of betrouwbare databank en lezen. Controleer drie zaken:</p>
<ol>
<li><strong>Bestaan:</strong> de bron is echt en de verwijzing klopt.</li>
<li><strong>Inhoud:</strong> de bron zegt werkelijk wat de samenvatting beweert, in haar context.</li>
<li><strong>Actualiteit:</strong> de bron is niet achterhaald, gewijzigd of opgeheven.</li>
</ol>
<blockquote>Een handige vuistregel: zou je de nota van een stagiair niet citeren zonder de uitspraken te lezen, citeer dan ook geen AI-samenvatting zonder ze te lezen.</blockquote>
<h2>Stap 4: vul de leemten aan die de tool liet liggen</h2>
<p>AI-tools zijn sterk op platgetreden paden en zwakker op recente ontwikkelingen, lokale praktijk en ongepubliceerde uitspraken. Zodra de kernbronnen gecontroleerd zijn, voer je zelf gerichte zoekopdrachten uit naar recente rechtspraak, raadpleeg je de lokale reglementen en gebruiken, en vraag je raad aan confraters die regelmatig voor de betrokken rechtbank pleiten.</p>
<h2>Stap 5: documenteer waarop je je hebt gebaseerd</h2>
<p>Bewaar een korte onderzoeksnota in het dossier: de vraag zoals geformuleerd, de gebruikte tools, de gecontroleerde bronnen en de datum. Dat kost vijf minuten en verdient zichzelf terug wanneer het dossier maanden later weer opduikt, wanneer een cliënt een staat van kosten en erelonen betwist, of wanneer je moet aantonen dat je op een redelijke manier op technologie hebt vertrouwd.</p>
<h2>Alles samen</h2>
<p>De winst van AI-ondersteund onderzoek is reëel, maar komt vooral uit stap 1 en 2: sneller je weg vinden, betere zoektermen, minder doodlopende sporen. De professionele verantwoordelijkheid zit in stap 3 tot 5, en die blijft bij jou. Tools zoals AiLex zijn precies rond die taakverdeling ontworpen: ze tonen bronnen die je kunt openen en controleren, in plaats van je te vragen een antwoord op goed vertrouwen aan te nemen.</p>`,
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
    content: `<p>Het eerste contact van een potentiële cliënt met je kantoor bepaalt vaak of die persoon ook effectief cliënt wordt. Toch is de intake op veel kleine kantoren het minst georganiseerde onderdeel van de praktijk: aanvragen komen binnen via telefoon, e-mail en webformulier, gegevens worden op een notitieblok gekrabbeld en de opvolging hangt af van het geheugen. Automatisering kan daar veel aan verhelpen, op voorwaarde dat ze het menselijke gesprek ondersteunt in plaats van het te vervangen.</p>
<h2>Wat je kunt automatiseren</h2>
<p>De beste kandidaten zijn repetitieve taken volgens vaste regels, waarbij fouten duur uitvallen:</p>
<ul>
<li><strong>Aanvragen verzamelen</strong> uit alle kanalen in één lijst, zodat niets blijft hangen in een persoonlijke mailbox.</li>
<li><strong>Gestructureerde vragenlijsten</strong> die namen, tegenpartijen, belangrijke data en een korte omschrijving verzamelen vóór het eerste gesprek.</li>
<li><strong>Conflictcontroles</strong> die in je cliënten- en dossierbestand worden uitgevoerd zodra de namen van de partijen bekend zijn.</li>
<li><strong>Afspraken plannen</strong> via een boekingslink die alleen de tijdsloten toont die je echt wilt aanbieden.</li>
<li><strong>Herinneringen en opvolging</strong> wanneer een potentiële cliënt een ondertekende opdrachtbevestiging of een gevraagd document nog niet heeft teruggestuurd.</li>
</ul>
<h2>Wat persoonlijk moet blijven</h2>
<p>Bij sommige momenten hoor je altijd zelf betrokken te zijn, of een opgeleid lid van je team:</p>
<ul>
<li>Het eerste inhoudelijke gesprek over het probleem van de cliënt.</li>
<li>Elke inschatting van de slaagkansen, de strategie of de vermoedelijke kostprijs.</li>
<li>De beslissing om een dossier aan te nemen of te weigeren, en de manier waarop je die beslissing meedeelt.</li>
</ul>
<p>Potentiële cliënten zijn vaak ongerust. Een warm, goed voorbereid gesprek waarin je de basisfeiten al kent, stelt veel meer gerust dan een lang formulier gevolgd door stilte.</p>
<h2>Het intakeformulier ontwerpen</h2>
<h3>Vraag minder, maar vraag de juiste dingen</h3>
<p>Lange formulieren worden halverwege opgegeven. Beperk het eerste formulier tot wat je nodig hebt om een conflictcontrole uit te voeren, de dringendheid in te schatten en de aanvraag door te sturen. Gedetailleerde vragen kunnen volgen zodra de cliënt je de opdracht heeft gegeven.</p>
<h3>Signaleer dringendheid vroeg</h3>
<p>Voeg een eenvoudige vraag toe over naderende data: een zitting, een verjaringstermijn, een termijn in een brief die de cliënt ontving. Stuur alles wat dringend is nog dezelfde dag door naar een mens.</p>
<h3>Wees duidelijk over vertrouwelijkheid</h3>
<p>Zeg potentiële cliënten in eenvoudige taal dat het invullen van het formulier nog geen relatie tussen advocaat en cliënt doet ontstaan, en vraag hen geen gevoelige stukken te sturen tot je hebt bevestigd dat je het dossier kunt behandelen. Dat beschermt hen en verkleint het risico dat je informatie ontvangt die je later belet om in een ander dossier op te treden.</p>
<h2>Een eenvoudige intakeflow</h2>
<table>
<thead>
<tr><th>Fase</th><th>Geautomatiseerd</th><th>Menselijk</th></tr>
</thead>
<tbody>
<tr><td>Aanvraag ontvangen</td><td>Geregistreerd, ontvangst bevestigd, conflictcontrole gestart</td><td>Nazicht van dringende meldingen</td></tr>
<tr><td>Consultatie</td><td>Afspraak bevestigd en herinnering verstuurd</td><td>Inhoudelijk gesprek</td></tr>
<tr><td>Opdracht</td><td>Opdrachtbevestiging op basis van een sjabloon, elektronische handtekening gevraagd</td><td>Omvang van de opdracht en ereloon bevestigd met de cliënt</td></tr>
<tr><td>Onboarding</td><td>Dossier geopend, lijst met gevraagde documenten verstuurd</td><td>Kennismakingsgesprek of -afspraak</td></tr>
</tbody>
</table>
<h2>Meten en bijsturen</h2>
<p>Zodra de flow loopt, volg je elke maand een paar eenvoudige cijfers op: hoeveel aanvragen er binnenkwamen, hoe snel elke aanvraag een eerste antwoord kreeg en hoeveel er cliënt werden. Waar aanvragen blijven steken, pas je het formulier of de opvolging aan. Kleine aanpassingen, zoals antwoorden op dezelfde werkdag, maken vaak een merkbaar verschil.</p>
<p>Automatisering werkt het best wanneer ze ongemerkt het papierwerk afhandelt, zodat jij je volle aandacht kunt geven aan de persoon aan de andere kant van de lijn. Dat is het evenwicht dat AiLex nastreeft met zijn intakefuncties: gestructureerde informatie aan de voorkant, meer tijd voor het gesprek dat ertoe doet.</p>`,
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
    content: `<p>Steeds meer advocaten gebruiken AI-toepassingen om sneller te zoeken, samen te vatten en te schrijven. Dat is begrijpelijk: op een klein kantoor is tijd het schaarste goed. Maar wie met vertrouwelijke gegevens van cliënten werkt, moet vooraf een paar vragen beantwoorden. Het beroepsgeheim, de AVG en de deontologische regels van de balie geven samen het kader.</p>
<h2>Het beroepsgeheim blijft de basis</h2>
<p>Het beroepsgeheim van de advocaat is strafrechtelijk beschermd en vormt de kern van de vertrouwensrelatie met de cliënt. Het verbiedt niet dat je technische dienstverleners inschakelt, zoals een cloudprovider of een softwareleverancier. Het verplicht je wel om redelijke maatregelen te nemen, zodat die leverancier de gegevens niet voor eigen doeleinden gebruikt en er geen onbevoegden bij kunnen.</p>
<p>Gratis AI-chatbots voor het grote publiek vallen daarom meestal af voor dossierwerk. Hun gebruiksvoorwaarden laten vaak toe dat ingevoerde teksten gebruikt worden om de modellen te verbeteren. Wat je daar intypt, beschouw je best als informatie die het kantoor al heeft verlaten.</p>
<h2>De AVG: jij bent verwerkingsverantwoordelijke</h2>
<p>Verwerk je persoonsgegevens van cliënten of tegenpartijen met een AI-tool, dan ben je doorgaans verwerkingsverantwoordelijke en treedt de leverancier op als verwerker. Concreet betekent dat:</p>
<ul>
<li>een <strong>verwerkersovereenkomst</strong> die voldoet aan artikel 28 AVG;</li>
<li>duidelijkheid over <strong>doorgiften buiten de EER</strong> en de waarborgen daarvoor;</li>
<li>een bijgewerkt <strong>register van verwerkingsactiviteiten</strong>;</li>
<li><strong>dataminimalisatie</strong>: deel alleen wat nodig is en anonimiseer waar het kan.</li>
</ul>
<p>Bijzondere categorieën van gegevens, zoals gezondheidsgegevens in een letselschadedossier of strafrechtelijke gegevens, vragen extra voorzichtigheid. De <a href="https://www.gegevensbeschermingsautoriteit.be" target="_blank" rel="noopener noreferrer">Gegevensbeschermingsautoriteit</a> publiceert nuttige informatie, ook voor kleine organisaties.</p>
<h2>Deontologie: bekwaam en kritisch</h2>
<p>De deontologische regels van de <a href="https://www.ordevanvlaamsebalies.be" target="_blank" rel="noopener noreferrer">Orde van Vlaamse Balies</a> vragen van de advocaat onafhankelijkheid, bekwaamheid en zorgvuldigheid. Toegepast op AI betekent dat: je begrijpt de beperkingen van de tool, je controleert elke bron en elke bewering, en het advies aan de cliënt blijft jouw advies. Een tekst die een onbestaande uitspraak citeert, kun je niet afschuiven op de software.</p>
<h2>Een intern AI-beleid in vijf regels</h2>
<p>Ook een eenmanskantoor heeft baat bij een kort, geschreven beleid. Een voorbeeld:</p>
<ol>
<li>Alleen goedgekeurde tools worden gebruikt voor dossierwerk; de lijst wordt jaarlijks herbekeken.</li>
<li>In andere tools worden geen namen, identificerende gegevens of vertrouwelijke stukken ingevoerd.</li>
<li>Elke bron die een AI-tool aanhaalt, wordt nagekeken in een officiële of betrouwbare databank.</li>
<li>Elke tekst die het kantoor verlaat, wordt door een advocaat nagelezen.</li>
<li>Cliënten worden in de algemene voorwaarden geïnformeerd over het gebruik van AI-hulpmiddelen.</li>
</ol>
<blockquote>Een goed AI-beleid past op één A4. Het belangrijkste is dat iedereen op het kantoor het kent en toepast.</blockquote>
<h2>Vragen voor je leverancier</h2>
<ul>
<li>Worden mijn gegevens gebruikt om modellen te trainen?</li>
<li>Waar worden de gegevens opgeslagen en verwerkt?</li>
<li>Wie bij de leverancier heeft toegang, en wordt die toegang gelogd?</li>
<li>Kan ik mijn gegevens exporteren en daarna laten verwijderen?</li>
</ul>
<p>Wie deze vragen vooraf stelt en de antwoorden bewaart, kan AI met een gerust gemoed inzetten. Ook bij AiLex vinden we dat elke leverancier daar een helder, schriftelijk antwoord op moet kunnen geven.</p>`,
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
    content: `<p>Op een klein advocatenkantoor gaat een verrassend groot deel van de week naar administratie. Prestaties noteren, conclusies neerleggen, staten opmaken, betalingen opvolgen: het is geen werk dat je kunt aanrekenen, maar als het misloopt, kost het wel geld. Met een paar vaste gewoonten en de digitale hulpmiddelen die de balie ter beschikking stelt, win je elke week tijd terug.</p>
<h2>Tijdsregistratie: elke dag, niet elke maand</h2>
<p>Wie zijn prestaties pas aan het eind van de maand reconstrueert, vergeet er onvermijdelijk een deel. Kleine taken zoals een telefoontje, een korte e-mail of het nalezen van een stuk verdwijnen dan uit beeld. Dat is niet alleen inkomstenverlies; het maakt ook je staat van kosten en erelonen minder overtuigend als de cliënt vragen stelt.</p>
<h3>Praktische tips</h3>
<ul>
<li><strong>Registreer meteen</strong>, of minstens aan het einde van elke werkdag.</li>
<li><strong>Beschrijf concreet</strong>: "nazicht conclusie tegenpartij en nota aan cliënt" zegt meer dan "dossierwerk".</li>
<li><strong>Gebruik vaste eenheden</strong>, bijvoorbeeld per zes of tien minuten, en pas ze consequent toe.</li>
<li><strong>Registreer ook forfaitair werk</strong>: zo weet je of je forfaits realistisch zijn.</li>
<li><strong>Houd kosten en uitgaven apart</strong> van erelonen, zodat je staat duidelijk blijft.</li>
</ul>
<p>Informeer de cliënt bij de start van het dossier over de manier waarop je erelonen en kosten berekent. Dat is niet alleen een deontologische verplichting, het voorkomt ook de meeste discussies achteraf.</p>
<h2>Het DPA-platform</h2>
<p>Het DPA-platform (<em>Digital Platform for Attorneys</em>) bundelt digitale diensten voor de Belgische advocatuur. Voor de dagelijkse praktijk is vooral de elektronische neerlegging van conclusies en stukken bij de rechtbanken via DPA-Deposit belangrijk.</p>
<ol>
<li><strong>Plan neerleggingen ruim voor de termijn.</strong> Een technisch probleem op de laatste avond blijft jouw risico.</li>
<li><strong>Controleer rolnummer en rechtbank</strong> voor je verzendt.</li>
<li><strong>Werk met duidelijke bestandsnamen</strong> en een overzichtelijke inventaris van stukken.</li>
<li><strong>Bewaar het ontvangstbewijs</strong> in het dossier als bewijs van tijdige neerlegging.</li>
</ol>
<p>Noteer de conclusietermijnen uit de beschikking of de afgesproken conclusiekalender onmiddellijk in je agenda, met herinneringen een paar weken en een paar dagen vooraf.</p>
<h2>Van prestatie tot betaling</h2>
<table>
<thead>
<tr><th>Stap</th><th>Goede gewoonte</th></tr>
</thead>
<tbody>
<tr><td>Opening dossier</td><td>Provisie vragen en afspraken over het ereloon schriftelijk bevestigen</td></tr>
<tr><td>Tijdens het dossier</td><td>Dagelijkse tijdsregistratie en periodieke tussentijdse staten</td></tr>
<tr><td>Facturatie</td><td>Btw correct toepassen; voor ondernemingen e-facturatie via Peppol</td></tr>
<tr><td>Opvolging</td><td>Vriendelijke herinnering op de vervaldag, daarna telefonisch contact</td></tr>
</tbody>
</table>
<h3>Btw en e-facturatie</h3>
<p>Sinds 2014 zijn de diensten van advocaten in principe onderworpen aan 21 % btw, met specifieke regels voor onder meer juridische tweedelijnsbijstand. Vanaf 2026 geldt in België bovendien een verplichting tot gestructureerde elektronische facturatie tussen btw-plichtige ondernemingen, via het Peppol-netwerk. Heb je ondernemingen als cliënt, kijk dan na of je software dat ondersteunt. Voor particuliere cliënten verandert er op dat vlak niets.</p>
<blockquote>Goede administratie is geen doel op zich. Het is de voorwaarde om met een gerust hoofd inhoudelijk sterk werk te kunnen leveren.</blockquote>
<p>Tools als AiLex kunnen helpen om prestaties sneller te beschrijven en herinneringen op te stellen, maar de discipline van dagelijks registreren blijft de belangrijkste factor.</p>`,
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
    content: `<p>Hourly billing has always had an awkward relationship with efficiency: the faster you work, the less you earn. As AI tools shorten tasks such as first drafts, document review and research orientation, that tension becomes harder to ignore, especially for solo lawyers and small firms who compete on value rather than volume.</p>
<h2>Why flat fees are getting another look</h2>
<ul>
<li>Clients prefer predictable costs and are increasingly willing to ask for them.</li>
<li>Efficiency gains from technology stay with the firm instead of reducing revenue.</li>
<li>Scoping a flat fee forces a clear conversation about what is, and is not, included.</li>
</ul>
<h2>Where flat fees work well</h2>
<p>Repeatable matters with a predictable shape are the natural starting point: uncontested procedures, standard contracts, company formations, straightforward estate planning documents and initial case assessments. Matters with high uncertainty, such as contested litigation, are harder to price as a whole but can often be split into phases with a fixed price for each.</p>
<h2>Setting the price</h2>
<ol>
<li>Review your time records for the last ten comparable matters.</li>
<li>Identify which steps AI-assisted workflows now shorten, and which still take as long as ever.</li>
<li>Price on the value to the client and the risk you carry, not only on the hours saved.</li>
<li>Define the scope precisely, including what triggers additional fees.</li>
</ol>
<blockquote>Note to editor: add a worked example and check the fee rules for each market before publication.</blockquote>
<p>Whatever the model, fees must remain reasonable and be explained clearly to the client in writing. [Draft: expand the section on communicating fee changes to existing clients.]</p>`,
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
    content: `<p>Chatbots are appearing on law firm websites to answer common questions, collect contact details and book consultations. In the United States, they are also communications about a lawyer's services, which means the advertising and solicitation rules apply to what they say. Some state bars, including The Florida Bar in its guidance on generative AI, have addressed this directly.</p>
<h2>Before you launch</h2>
<ul>
<li><strong>Disclose that it is a bot.</strong> Users should know they are not talking to a lawyer or a human staff member.</li>
<li><strong>No legal advice.</strong> Configure the tool to provide general information only and to route specific questions to a person.</li>
<li><strong>No misleading statements.</strong> Claims about results, specialization or experience must comply with your state's advertising rules.</li>
<li><strong>Confidentiality notice.</strong> Explain that using the chatbot does not create a lawyer-client relationship, and avoid collecting detailed facts before a conflict check.</li>
<li><strong>Review the transcripts.</strong> Someone should read a sample of conversations regularly.</li>
</ul>
<h2>Open questions</h2>
<p>[Draft: add a short section on filing requirements for advertisements in states that review them, and on record retention for chatbot conversations.]</p>
<p>Treat the chatbot like any other member of your intake team: train it, supervise it, and take responsibility for what it says.</p>`,
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
    content: `<p>Ouvrir son propre cabinet après quelques années de collaboration est une étape enthousiasmante, mais les premiers mois sont chargés de démarches administratives. Cette check-list rassemble les points à ne pas oublier pour un avocat qui s'installe seul en Belgique francophone.</p>
<h2>Démarches auprès de l'Ordre et de l'administration</h2>
<ul>
<li>Informer le secrétariat de l'Ordre de votre nouvelle adresse professionnelle et de vos coordonnées.</li>
<li>Vérifier votre situation à la TVA et à la Banque-Carrefour des Entreprises.</li>
<li>Vous affilier à une caisse d'assurances sociales pour indépendants.</li>
<li>Ouvrir un compte de tiers distinct pour les fonds de clients, conformément aux règles de l'Ordre.</li>
<li>Vérifier votre couverture d'assurance de responsabilité professionnelle.</li>
</ul>
<h2>Organisation du cabinet</h2>
<ul>
<li>Choisir un logiciel de gestion de dossiers, d'agenda et de facturation.</li>
<li>Mettre en place un registre des traitements RGPD et une politique de confidentialité.</li>
<li>Préparer vos modèles : convention d'honoraires, conditions générales, courriers types.</li>
<li>Activer votre accès à la plateforme DPA pour les dépôts électroniques.</li>
</ul>
<p>[Brouillon : ajouter une section sur le financement des premiers mois et sur le développement de la clientèle.]</p>`,
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
    content: `<p><em>This article has been archived. Our more recent guides on AI-assisted research and drafting reflect current practice.</em></p>
<p>Like many lawyers, we spent the first months after generative AI chatbots became widely available testing them on everyday legal tasks: summarising judgments, drafting routine letters and answering basic questions of law. This is a short record of those first impressions.</p>
<h2>What impressed us</h2>
<ul>
<li>Speed: first drafts of standard correspondence in seconds.</li>
<li>Summaries of long documents that were usually a useful starting point.</li>
<li>Fluent, well-structured prose, even from rough notes.</li>
</ul>
<h2>What worried us</h2>
<ul>
<li>Confident references to authorities that could not be found.</li>
<li>Answers that blended rules from different jurisdictions without saying so.</li>
<li>Unclear terms of use about what happened to the text we entered.</li>
</ul>
<h2>Our conclusion at the time</h2>
<p>General-purpose chatbots were promising for drafting and summarising non-confidential material, but not suitable for legal research or for anything containing client information. Much has changed since: tools built specifically for legal work, clearer vendor terms and formal guidance from bar regulators. The core lesson has not changed, though: verify everything, and protect client information first.</p>`,
  },
];
