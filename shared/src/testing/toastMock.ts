// Every front end's test, and @hotel/shared's own, asserts which toast notify() asked for, not
// react-toastify's rendering: a setup file of every package's Jest config (the shell's ToastHost
// test unmocks it to render real toasts).
jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
  ToastContainer: () => null,
}));
