import { coversControl } from './coversControl';

const fabBox = { left: 323, top: 615, right: 367, bottom: 659 };

function element(box: { left: number; top: number; width: number; height: number }): Element {
  const el = document.createElement('button');
  el.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top }) as DOMRect;
  return el;
}

test('a full-width button reaching under it is covered', () => {
  const fab = document.createElement('button');
  const continueWithGoogle = element({ left: 16, top: 600, width: 343, height: 44 });
  expect(coversControl(fab, fabBox, [continueWithGoogle])).toBe(true);
});

test('controls beside it, above it or hidden are not covered', () => {
  const fab = document.createElement('button');
  const beside = element({ left: 16, top: 615, width: 300, height: 44 });
  const above = element({ left: 16, top: 500, width: 343, height: 44 });
  const hidden = element({ left: 0, top: 0, width: 0, height: 0 });
  expect(coversControl(fab, fabBox, [beside, above, hidden])).toBe(false);
});

test('the button itself and what is inside it do not count', () => {
  const fab = element({ left: 323, top: 615, width: 44, height: 44 });
  const icon = document.createElement('span');
  fab.appendChild(icon);
  icon.getBoundingClientRect = fab.getBoundingClientRect;
  expect(coversControl(fab, fabBox, [fab, icon])).toBe(false);
});
