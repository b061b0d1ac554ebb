export { default } from '../features/register';
