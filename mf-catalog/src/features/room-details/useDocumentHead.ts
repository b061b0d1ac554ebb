import { useEffect } from 'react';

function descriptionTag(): { tag: HTMLMetaElement; created: boolean } {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return { tag: found, created: false };
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return { tag, created: true };
}

/**
 * Sets the document's title and meta description while the page is shown (search results and
 * shared links name the room), and puts the previous ones back when it goes (the shell's defaults).
 * Nothing happens while `title` is null (still loading).
 */
export function useDocumentHead(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const { tag, created } = descriptionTag();
    const previous = { title: document.title, description: tag.getAttribute('content') };
    document.title = title;
    if (description !== null) tag.setAttribute('content', description);
    return () => {
      document.title = previous.title;
      if (created) tag.remove();
      else if (previous.description === null) tag.removeAttribute('content');
      else tag.setAttribute('content', previous.description);
    };
  }, [title, description]);
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max = 160): string {
  const s = text.replace(/\s+/g, ' ').trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
