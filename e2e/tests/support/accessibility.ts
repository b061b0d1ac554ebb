// What assistive technology finds on the page, from Chromium's accessibility tree (CDP): the same
// tree a screen reader reads, closed shadow roots included (Playwright's locators cannot reach
// into those, a guest's screen reader and mouse can).
import type { CDPSession, Page } from '@playwright/test';

export interface AxQuery {
  role: string;
  name: string;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const cdp = (page: Page) => {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  return sessions.get(page)!;
};

/** The DOM nodes (backend ids) that assistive technology announces with this role and name. */
export async function axNodes(page: Page, { role, name }: AxQuery): Promise<number[]> {
  const session = await cdp(page);
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await session.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role, accessibleName: name });
  return nodes.filter((n) => !n.ignored && n.backendDOMNodeId !== undefined).map((n) => n.backendDOMNodeId!);
}

/** Clicks the first such node where it is on screen, as a guest's mouse would. */
export async function clickAx(page: Page, query: AxQuery): Promise<void> {
  const [node] = await axNodes(page, query);
  if (node === undefined) throw new Error(`nothing announced as ${query.role} "${query.name}"`);
  const session = await cdp(page);
  await session.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: node });
  const { model } = await session.send('DOM.getBoxModel', { backendNodeId: node });
  const [x1, y1, , , x3, y3] = model.content;
  await page.mouse.click((x1! + x3!) / 2, (y1! + y3!) / 2);
}
