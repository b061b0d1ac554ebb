export { default } from '../features/forgot-password';
