/**
 * Article tables and code blocks scroll sideways inside their own box when wider than the column
 * (issue 25): a box that scrolls must be reachable by keyboard (axe `scrollable-region-focusable`,
 * WCAG 2.1.1), so each gets `tabindex="0"`. Applied to HTML that went through the sanitizer, whose
 * allowlist has no `tabindex`: no element can carry it twice, and nothing else gains it.
 */
export function withKeyboardScrolling(sanitizedHtml: string): string {
  return sanitizedHtml.replace(/<(table|pre)(?=[\s>])/g, '<$1 tabindex="0"');
}
