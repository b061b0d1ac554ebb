import { directionsUrl, HOTEL_INFO, telHref } from './hotel';

describe('hotel info', () => {
  it('holds every field a guest reads (name, address, phone, e-mail) and valid coordinates', () => {
    for (const field of ['name', 'address', 'phone', 'email'] as const) expect(HOTEL_INFO[field].trim()).not.toBe('');
    expect(HOTEL_INFO.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(Math.abs(HOTEL_INFO.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(HOTEL_INFO.longitude)).toBeLessThanOrEqual(180);
    expect(Object.isFrozen(HOTEL_INFO)).toBe(true);
  });

  it('telHref keeps the leading + and the digits only', () => {
    expect(telHref('+1 (555) 123-4567')).toBe('tel:+15551234567');
  });

  it('directionsUrl ends the route at the coordinates', () => {
    const url = new URL(directionsUrl({ latitude: 33.7701, longitude: -118.1937 }));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('destination')).toBe('33.7701,-118.1937');
  });
});
