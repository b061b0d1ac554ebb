export { AmenitiesPage as default } from '../features/amenities';
