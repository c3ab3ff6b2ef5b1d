import type { Page } from '@playwright/test';

/**
 * What a screen must not do at any width (DESIGN §Web: every screen works from a 375 px phone to the
 * 1920 px reference): scroll the page sideways; reach past the viewport's sides or out of its card
 * (an MUI Paper) sideways; let text run out of the box that holds it; clip a table cell's text
 * (a cell, or something in it, that hides or ellipsises what does not fit). Content inside a table
 * scroller that shows it scrolls (`data-scrolls`, components/cms/scrolling-table-container.tsx) is
 * allowed past its card: it is reached by scrolling. Answers one line per problem, naming the element.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}>${testId ? ` in ${testId}` : ''} "${text}"`;
    };
    // Text kept for screen readers only (a 1 px box clipped to nothing) is not on screen.
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        style.clip !== 'rect(0px, 0px, 0px, 0px)' &&
        box.width > 1 &&
        box.height > 1
      );
    };
    const holdsText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

    const pageOverflow = document.documentElement.scrollWidth - viewport;
    if (pageOverflow > 0) problems.push(`the page scrolls sideways by ${pageOverflow} px`);

    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || element.parentElement?.closest('[data-scrolls]')) continue;
      const box = element.getBoundingClientRect();
      const card = element.parentElement?.closest('.MuiPaper-root');
      const bounds = card ? card.getBoundingClientRect() : { left: 0, right: viewport };
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        problems.push(`${describe(element)} reaches past its ${card ? 'card' : 'screen'}`);
        continue;
      }
      const style = getComputedStyle(element);
      if (holdsText(element) && style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)} runs out of its box`);
    }

    for (const cell of document.querySelectorAll('td, th')) {
      for (const element of [cell, ...cell.querySelectorAll('*')]) {
        if (!shown(element)) continue;
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1)
          problems.push(`${describe(element)} is clipped in its cell`);
      }
    }
    return problems;
  });
}
