import { screen, within } from '@testing-library/react';
import { renderAt } from '../../testing';
import ContactPage from './ContactPage';

const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('ContactPage', () => {
  it('is titled "Get In Touch"', () => {
    renderAt('/contact', <ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
  });

  it('shows the four contact cards: visit, call, e-mail and business hours', () => {
    renderAt('/contact', <ContactPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Visit Us',
      'Call Us',
      'Email Us',
      'Business Hours',
    ]);
    expect(within(cardOf('Call Us')).getByText(/\+1 \(555\)/)).toBeInTheDocument();
    expect(within(cardOf('Email Us')).getByText(/@/)).toBeInTheDocument();
    expect(within(cardOf('Visit Us')).getAllByRole('paragraph').length).toBeGreaterThan(0);
  });

  it('business hours: front desk 24/7, concierge 6 AM to 11 PM', () => {
    renderAt('/contact', <ContactPage />);
    const hours = within(cardOf('Business Hours'));
    expect(hours.getByText('Front desk: 24/7')).toBeInTheDocument();
    expect(hours.getByText('Concierge: 6 AM to 11 PM')).toBeInTheDocument();
  });

  it('states the response times (2-4 hours in business hours, 24 hours on weekends and holidays)', () => {
    renderAt('/contact', <ContactPage />);
    expect(screen.getByText(/2-4 hours during business hours/)).toHaveTextContent(/24 hours on weekends and holidays/);
  });
});
