export { default as AmenitiesPage } from './AmenitiesPage';
