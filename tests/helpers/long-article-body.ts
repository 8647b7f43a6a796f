/**
 * A realistic long article body of about `targetBytes` of HTML, as the editor saves one: sections with
 * headings, paragraphs with bold, italic and links, bulleted and numbered lists, a quote, a code block
 * and now and then a table. Deterministic (no randomness) so that a failure reproduces.
 */
const WORDS = (
  'the court held that a contract signed under duress may be voided by the party who signed it when ' +
  'the pressure was unlawful and left no reasonable alternative lawyers should document every step of ' +
  'negotiation including emails meeting notes and drafts because evidence decides most disputes long ' +
  'before any hearing clients often underestimate deadlines for appeals notices and limitation periods'
).split(' ');

function sentence(seed: number, length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(WORDS[(seed * 7 + i * 3) % WORDS.length]!);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

function paragraph(seed: number): string {
  const a = sentence(seed, 18);
  const b = sentence(seed + 1, 14);
  const c = sentence(seed + 2, 22);
  return (
    `<p>${a} <strong>${sentence(seed + 3, 4)}</strong> ${b} ` +
    `<a href="https://ailex.example/blog/guide-${seed % 50}" target="_blank" rel="noopener noreferrer">${sentence(seed + 4, 3)}</a> ` +
    `<em>${sentence(seed + 5, 5)}</em> ${c}</p>`
  );
}

function table(seed: number): string {
  const rows = Array.from(
    { length: 6 },
    (_, r) =>
      `<tr><td>${sentence(seed + r, 3)}</td><td>${sentence(seed + r + 1, 5)}</td><td>${r * 14} days</td></tr>`,
  ).join('');
  return `<table><thead><tr><th>Step</th><th>What to file</th><th>Deadline</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function section(seed: number): string {
  const parts = [`<h2 id="section-${seed}">${sentence(seed, 6)}</h2>`];
  for (let i = 0; i < 4; i++) parts.push(paragraph(seed * 10 + i));
  parts.push(`<h3>${sentence(seed + 9, 5)}</h3>`);
  parts.push(`<ul>${[0, 1, 2, 3].map((i) => `<li>${sentence(seed + i, 9)}</li>`).join('')}</ul>`);
  parts.push(paragraph(seed * 10 + 5));
  parts.push(
    `<ol>${[0, 1, 2].map((i) => `<li><strong>Step ${i + 1}:</strong> ${sentence(seed + i, 11)}</li>`).join('')}</ol>`,
  );
  if (seed % 4 === 0) parts.push(table(seed));
  if (seed % 5 === 0) parts.push(`<blockquote><p>${sentence(seed + 3, 20)}</p></blockquote>`);
  if (seed % 7 === 0) parts.push(`<pre><code class="language-text">${sentence(seed, 12)}</code></pre>`);
  return parts.join('');
}

export function longArticleBody(targetBytes = 1_000_000): string {
  const sections: string[] = [];
  let size = 0;
  for (let seed = 1; ; seed++) {
    const next = section(seed);
    if (size + next.length > targetBytes) break;
    sections.push(next);
    size += next.length;
  }
  return sections.join('');
}
