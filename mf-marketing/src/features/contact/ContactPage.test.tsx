import { api, ApiRequestError, HOTEL_INFO, MESSAGES } from '@hotel/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { renderAt } from '../../testing';
import ContactPage from './ContactPage';

jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  return { ...actual, api: { ...actual.api, sendContact: jest.fn() } };
});
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const sendContact = jest.mocked(api.sendContact);
const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const inquiry = () => screen.getByRole('combobox', { name: 'Inquiry Type' }) as HTMLSelectElement;
const button = () => screen.getByRole('button', { name: /Send Message|Sending Message/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full Name/), 'Ada Guest');
  await user.type(field(/Email Address/), 'ada@example.com');
  await user.type(field(/Phone Number/), '+1 555 0100');
  await user.type(field(/Subject/), 'Late arrival');
  await user.selectOptions(inquiry(), 'reservation');
  await user.type(field(/Message/), 'We arrive after midnight.');
}

// Typing a whole form is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => jest.clearAllMocks());

describe('ContactPage', () => {
  it('is titled "Get In Touch"', () => {
    renderAt('/contact', <ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
  });

  it('shows the four contact cards with the hotel info: address, a tel: link, a mailto: link, hours', () => {
    renderAt('/contact', <ContactPage />);
    const cards = within(screen.getByRole('list', { name: 'How to reach us' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Visit Us',
      'Call Us',
      'Email Us',
      'Business Hours',
    ]);
    expect(within(cardOf('Visit Us')).getByText(HOTEL_INFO.address)).toBeInTheDocument();
    expect(within(cardOf('Call Us')).getByRole('link', { name: HOTEL_INFO.phone })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
    expect(within(cardOf('Email Us')).getByRole('link', { name: HOTEL_INFO.email })).toHaveAttribute(
      'href',
      `mailto:${HOTEL_INFO.email}`,
    );
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

  it('"Follow Us": four social links, placeholders that go nowhere (no other site, no new tab)', () => {
    renderAt('/contact', <ContactPage />);
    const row = screen.getByRole('heading', { level: 2, name: 'Follow Us' }).parentElement!;
    const links = within(row).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^#/);
      expect(link).not.toHaveAttribute('target');
    }
  });
});

describe('Contact form', () => {
  it('has the six fields: name, e-mail (type email), phone, subject, inquiry type (five options, general), a 6-row message', () => {
    renderAt('/contact', <ContactPage />);
    expect(field(/Full Name/)).toBeRequired();
    expect(field(/Email Address/)).toHaveAttribute('type', 'email');
    expect(field(/Email Address/)).toBeRequired();
    expect(field(/Phone Number/)).not.toBeRequired();
    expect(field(/Subject/)).not.toBeRequired();
    expect(field(/Message/).tagName).toBe('TEXTAREA');
    expect(field(/Message/)).toHaveAttribute('rows', '6');
    expect(field(/Message/)).toBeRequired();
    expect(
      within(inquiry())
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['general', 'General Inquiry'],
      ['reservation', 'Reservation'],
      ['events', 'Events & Meetings'],
      ['feedback', 'Feedback'],
      ['support', 'Support'],
    ]);
    expect(inquiry().value).toBe('general');
  });

  it('the browser checks block an empty form: nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact', <ContactPage />);
    await user.click(button());
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('while sending the button is disabled and reads "Sending Message..."; on 201 it resets and toasts', async () => {
    let answer!: () => void;
    sendContact.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderAt('/contact', <ContactPage />);
    await fillForm(user);
    await user.click(button());

    expect(sendContact).toHaveBeenCalledWith({
      name: 'Ada Guest',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'Late arrival',
      message: 'We arrive after midnight.',
      inquiryType: 'reservation',
    });
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending Message...');

    await act(async () => answer());
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent('Send Message');
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.contactSuccess);
    expect(toast.success).toHaveBeenCalledWith("Message sent successfully! We'll get back to you within 24 hours.");
    for (const f of [/Full Name/, /Email Address/, /Phone Number/, /Subject/, /Message/])
      expect(field(f).value).toBe('');
    expect(inquiry().value).toBe('general');
  });

  it('a failure shows the raw error in a toast and keeps what the guest typed', async () => {
    sendContact.mockRejectedValue(new ApiRequestError('Message must be 5000 characters or fewer.', { status: 400 }));
    const user = userEvent.setup({ delay: null });
    renderAt('/contact', <ContactPage />);
    await fillForm(user);
    await user.click(button());

    expect(await screen.findByRole('button', { name: /Send Message/ })).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith('Message must be 5000 characters or fewer.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(field(/Full Name/).value).toBe('Ada Guest');
    expect(field(/Message/).value).toBe('We arrive after midnight.');
    expect(inquiry().value).toBe('reservation');
  });
});
