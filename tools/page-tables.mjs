// The pages the running site serves (docs/architecture.md §3, "Pages"): every remote's page table,
// read from the mf-manifest.json it deployed, the same tables the shell learns at run time. The
// first-view prerender, the bench and the screenshots walk these, so a page added to a remote is
// walked without a change here, and a remote that publishes no table is an error, never a page
// silently left out.

/**
 * Every page of the remotes of config.json's `remotes` (name → manifest URL, or a release entry
 * whose `stable` release is read: docs/deploying.md, "Canaries").
 */
export async function deployedPages(remotes) {
  const tables = await Promise.all(
    Object.entries(remotes).map(async ([remote, entry]) => {
      const url = typeof entry === 'string' ? entry : entry.stable;
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${remote}: ${url} answered ${res.status}`);
      const pages = (await res.json()).metaData?.pages;
      if (!Array.isArray(pages)) throw new Error(`${remote}: ${url} publishes no page table (metaData.pages)`);
      return pages;
    }),
  );
  return tables.flat();
}

/** The ids a page with a parameter is shown for: the `_id`s of its `firstView.each` list (GET, public). */
export async function idsFor(page, apiBase) {
  const each = typeof page.firstView === 'object' ? page.firstView.each : null;
  if (!each) throw new Error(`${page.path} has a parameter but no firstView.each list to take its values from`);
  const items = await (await fetch(`${apiBase.replace(/\/+$/, '')}${each}`)).json();
  return items.map((item) => item._id);
}

/** A path with its one parameter filled in. */
export const withId = (pattern, id) => pattern.replace(/:[A-Za-z][A-Za-z0-9_]*/, encodeURIComponent(id));

/** One concrete path per page (a page with a parameter: its first item), for walks of every page. */
export async function examplePaths(pages, apiBase) {
  return Promise.all(
    pages.map(async (page) => (page.path.includes(':') ? withId(page.path, (await idsFor(page, apiBase))[0]) : page.path)),
  );
}
