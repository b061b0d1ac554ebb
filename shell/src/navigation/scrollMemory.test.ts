import { createScrollMemory } from './scrollMemory';

test('a new entry starts at the top, Back returns to where the guest left it', () => {
  const memory = createScrollMemory();
  memory.remember('rooms', 907);
  // Opening a room: a new history entry (new key), so the top of the page.
  expect(memory.targetFor('details')).toBe(0);
  // Back to the rooms entry: its position.
  expect(memory.targetFor('rooms')).toBe(907);
  memory.remember('rooms', 120);
  expect(memory.targetFor('rooms')).toBe(120);
});

test('an entry never scrolled (or from before a reload) starts at the top', () => {
  expect(createScrollMemory().targetFor('unknown')).toBe(0);
});
