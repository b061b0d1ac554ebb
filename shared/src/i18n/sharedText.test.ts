// @hotel/shared's messages on a page in another language: the words its code brought (the build's
// copy of the code in that language registers them) are said at once, and @hotel/shared's own
// catalog is asked for only by a message no loaded code brought (docs/architecture.md §15).
import { activateLocale, MESSAGES, registerSource, sharedCatalogJoined, sharedText } from '../index';

/** The catalog's chunk is a dynamic import: whatever it started has run after a macrotask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it("says a message the page's code brought in the page's language, without fetching @hotel/shared's catalog", async () => {
  activateLocale('es');
  registerSource({ 'shared.noRoomsFound': 'No hay habitaciones que coincidan con su búsqueda.' });
  expect(sharedText(MESSAGES.noRoomsFound)).toBe('No hay habitaciones que coincidan con su búsqueda.');
  await settled();
  expect(sharedCatalogJoined()).toBe(0);
});

it('asks for the catalog for a message no code brought, saying its English until it is in', async () => {
  activateLocale('es');
  expect(sharedText(MESSAGES.checkInPast)).toBe(MESSAGES.checkInPast);
  await settled();
  expect(sharedCatalogJoined()).toBe(1);
  expect(sharedText(MESSAGES.checkInPast)).toBe('La llegada no puede ser en el pasado.');
});
