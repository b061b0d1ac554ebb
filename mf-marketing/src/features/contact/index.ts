export { default as ContactPage } from './ContactPage';
