// react-router 7 needs these in jsdom.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// React 19 reads a submitted form into a FormData when its submit handler starts a transition (a
// router navigation does). jest-fixed-jsdom installs Node's FormData for fetch, which cannot read a
// form as a browser's can: this one reads the form's named fields, and is Node's otherwise.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form) {
    super();
    for (const field of form?.elements ?? []) if (field.name && !field.disabled) this.append(field.name, field.value);
  }
};
